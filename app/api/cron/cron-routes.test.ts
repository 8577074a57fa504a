/** @jest-environment node */
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { inArray } from 'drizzle-orm';

import { createEndpoint } from '@/lib/server/alerts/endpoints';
import { putAlertRules } from '@/lib/server/alerts/rules';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { subscribe } from '@/lib/server/live/bus';
import { apiRequest, expectError, setupRouteTest } from '@/test/api-route';
import { captureLog } from '@/test/server/log-capture';
import { startReceiver, type WebhookReceiver } from '@/test/server/webhook-receiver';

import { GET as alerts } from './alerts/route';
import { GET as auditRetention } from './audit-retention/route';
import { GET as deviceHistoryRetention } from './device-history-retention/route';
import { GET as offlineSweep } from './offline-sweep/route';

/**
 * The cron routes (docs/operations.md, "Preview deployments"): each runs its job once for the bearer CRON_SECRET, as
 * Vercel Cron calls it, and for nobody else; without CRON_SECRET they do not exist. What a job does is
 * its own module's test; here, that the route runs it (or does not), and says what it did.
 */
jest.setTimeout(30_000);
const { appOf, insertDevices, signedIn } = setupRouteTest();
const SECRET = 'cron-secret-for-the-route-tests-0123';

let receiver: WebhookReceiver;
beforeAll(async () => {
  process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'on';
  receiver = await startReceiver();
});
afterAll(async () => {
  delete process.env.ALERT_ALLOW_PRIVATE_TARGETS;
  await receiver.close();
});
afterEach(() => {
  delete process.env.CRON_SECRET;
});

/** Waits until `done` holds, a turn of the event loop at a time (the bus delivers on the next turn). */
async function waitFor(done: () => boolean): Promise<void> {
  for (let turns = 0; !done(); turns += 1) {
    if (turns > 1000) throw new Error('never happened');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const cron = (path: string, authorization?: string) =>
  new Request(apiRequest(path), { headers: authorization ? { authorization } : {} });

/** An app whose silent devices are due an offline alert, sent to the receiver. */
async function appWithSilentDevices() {
  const owner = await signedIn();
  const app = await appOf(owner);
  await createEndpoint(owner.user.id, app.id, { url: receiver.url, format: 'json' }, SYSTEM_SOURCE);
  await putAlertRules(
    owner.user.id,
    app.id,
    { offlineAfterSeconds: 10, offlineSharePercent: null, cooldownSeconds: 0 },
    SYSTEM_SOURCE,
  );
  await insertDevices(app.id, [{ deviceId: 'freezer-7', lastSeen: new Date(Date.now() - 3600_000) }]);
  return app;
}

const offlineAlertsOf = (appId: string) =>
  receiver.received
    .map((request) => JSON.parse(request.body) as { type: string; appId: string })
    .filter((event) => event.appId === appId && event.type === 'device.offline');

describe('the cron routes', () => {
  it('do not exist without CRON_SECRET, and run nothing', async () => {
    const app = await appWithSilentDevices();
    await expectError(await alerts(cron('/api/cron/alerts', `Bearer ${SECRET}`)), 404, 'not_found');
    await expectError(await alerts(cron('/api/cron/alerts')), 404, 'not_found');
    expect(offlineAlertsOf(app.id)).toEqual([]);
  });

  it('refuse a missing or wrong bearer with 401, and run nothing', async () => {
    process.env.CRON_SECRET = SECRET;
    const app = await appWithSilentDevices();
    const owner = await signedIn('admin');
    for (const authorization of [undefined, `Bearer ${SECRET}x`, `Bearer ${owner.token}`, SECRET]) {
      await expectError(await alerts(cron('/api/cron/alerts', authorization)), 401, 'unauthorized');
    }
    expect(offlineAlertsOf(app.id)).toEqual([]);
  });

  it('run the offline alerts for the secret: the alert reaches the webhook, once', async () => {
    process.env.CRON_SECRET = SECRET;
    const log = captureLog();
    try {
      const app = await appWithSilentDevices();
      const response = await alerts(cron('/api/cron/alerts', `Bearer ${SECRET}`));
      expect(response.status).toBe(200);
      // The earlier tests' apps are due their alerts too: at least this one was attempted.
      const { data } = (await response.json()) as { data: Record<string, unknown> };
      expect(data).toMatchObject({ job: 'alerts', ran: true, checked: true });
      expect(data.attempts).toBeGreaterThanOrEqual(1);
      expect(offlineAlertsOf(app.id)).toHaveLength(1);
      // Run again (a second caller, Vercel retrying): nothing new to announce.
      expect((await alerts(cron('/api/cron/alerts', `Bearer ${SECRET}`))).status).toBe(200);
      expect(offlineAlertsOf(app.id)).toHaveLength(1);
      expect(log.raw.join('')).not.toContain(SECRET);
    } finally {
      log.restore();
    }
  });

  it('sweep each ended window once when two calls overlap in one process', async () => {
    process.env.CRON_SECRET = SECRET;
    const owner = await signedIn();
    const app = await appOf(owner);
    // Its app's window (the default 300 s) ended 10 s ago: within the minute a sweep looks back.
    await insertDevices(app.id, [{ deviceId: 'gone-quiet', lastSeen: new Date(Date.now() - 310_000) }]);
    const heard: string[] = [];
    const { unsubscribe } = await subscribe(
      { userId: owner.user.id, orgId: owner.user.id, admin: false },
      (events) =>
        events.forEach(
          ({ event }) => event.type === 'device' && heard.push(`${event.kind} ${event.deviceId}`),
        ),
    );
    // Every event the sweeps publish, whoever's (on PostgreSQL the database holds other tests' devices).
    const published: string[] = [];
    const { unsubscribe: stopAll } = await subscribe(
      { userId: owner.user.id, orgId: null, admin: true },
      (events) => events.forEach(({ event }) => published.push(JSON.stringify(event))),
    );
    try {
      const answers = await Promise.all([
        offlineSweep(cron('/api/cron/offline-sweep', `Bearer ${SECRET}`)),
        offlineSweep(cron('/api/cron/offline-sweep', `Bearer ${SECRET}`)),
      ]);
      const outcomes = (await Promise.all(answers.map((answer) => answer.json()))) as {
        data: { events: number };
      }[];
      const total = outcomes.reduce((sum, { data }) => sum + data.events, 0);
      expect(total).toBeGreaterThanOrEqual(1);
      // Each ended window is announced by one of the two calls: no event twice.
      await waitFor(() => published.length >= total);
      expect(new Set(published).size).toBe(published.length);
      await waitFor(() => heard.length > 0);
      expect(heard).toEqual(['offline gone-quiet']);
    } finally {
      unsubscribe();
      stopAll();
    }
  });

  it('run the retention jobs and the offline sweep for the secret, each saying what it did', async () => {
    process.env.CRON_SECRET = SECRET;
    const db = await getDb();
    const [old] = await db
      .insert(auditLog)
      .values({
        at: new Date(Date.now() - 400 * 86_400_000),
        action: 'app.create',
        targetKind: 'app',
        targetLabel: 'old',
      })
      .returning({ id: auditLog.id });
    const audit = await auditRetention(cron('/api/cron/audit-retention', `Bearer ${SECRET}`));
    expect(audit.status).toBe(200);
    expect(await audit.json()).toMatchObject({ data: { job: 'audit-retention', ran: true } });
    expect(
      await db
        .select()
        .from(auditLog)
        .where(inArray(auditLog.id, [old.id])),
    ).toEqual([]);

    const history = await deviceHistoryRetention(
      cron('/api/cron/device-history-retention', `Bearer ${SECRET}`),
    );
    expect(await history.json()).toMatchObject({ data: { job: 'device-history-retention', ran: true } });
    const sweep = await offlineSweep(cron('/api/cron/offline-sweep', `Bearer ${SECRET}`));
    expect(await sweep.json()).toMatchObject({ data: { job: 'offline-sweep', ran: true } });
  });
});
