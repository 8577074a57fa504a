/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { sql } from 'drizzle-orm';

import { createEndpoint } from '@/lib/server/alerts/endpoints';
import { alertRound } from '@/lib/server/alerts/jobs';
import { putAlertRules } from '@/lib/server/alerts/rules';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import { appOf, insertDevices, signedIn } from '@/test/server/fixtures';
import { setupTestDatabase } from '@/test/server/support';
import { startReceiver, type WebhookReceiver } from '@/test/server/webhook-receiver';

/**
 * The alert rounds of several console instances at once on one PostgreSQL (`npm run test:pg` only):
 * each round runs on its own pooled connection, as another instance's would, and together they raise
 * each event once (the check's advisory lock) and deliver it once (the job table's SKIP LOCKED claim).
 */
jest.setTimeout(60_000);
setupTestDatabase();

let receiver: WebhookReceiver;
beforeAll(async () => {
  process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'on';
  receiver = await startReceiver();
});
afterAll(async () => {
  delete process.env.ALERT_ALLOW_PRIVATE_TARGETS;
  await receiver.close();
});

describe('offline alerts on PostgreSQL, several instances', () => {
  it('raises and delivers each event once while rounds run concurrently', async () => {
    const owner = await signedIn();
    const apps = await Promise.all(Array.from({ length: 6 }, () => appOf(owner)));
    for (const app of apps) {
      await createEndpoint(owner.user.id, app.id, { url: receiver.url, format: 'json' }, SYSTEM_SOURCE);
      await createEndpoint(
        owner.user.id,
        app.id,
        { url: `${receiver.url}?second`, format: 'json' },
        SYSTEM_SOURCE,
      );
      await putAlertRules(
        owner.user.id,
        app.id,
        { offlineAfterSeconds: 10, offlineSharePercent: 50, cooldownSeconds: 0 },
        SYSTEM_SOURCE,
      );
      const silent = new Date(Date.now() - 3600_000);
      await insertDevices(
        app.id,
        Array.from({ length: 30 }, (_, i) => ({ deviceId: `d${i}`, lastSeen: silent })),
      );
    }
    const ours = new Set(apps.map((app) => app.id));
    const deliveries = () =>
      receiver.received
        .map((request) => ({ endpoint: request.url, event: JSON.parse(request.body) }))
        .filter(({ event }) => ours.has(event.appId));

    // Four instances, three rounds each, all at once.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let round = 0; round < 3; round += 1) await alertRound();
      }),
    );
    // Two events per app (device.offline, app.offline_share), each delivered once to each of its two
    // endpoints: counted per (event, endpoint), so one endpoint twice and the other never fails.
    const first = deliveries();
    const perDelivery = new Map<string, number>();
    for (const { endpoint, event } of first) {
      const key = `${event.id} ${endpoint}`;
      perDelivery.set(key, (perDelivery.get(key) ?? 0) + 1);
    }
    const eventIds = new Set(first.map(({ event }) => event.id));
    expect(eventIds.size).toBe(apps.length * 2);
    expect([...perDelivery.entries()].filter(([, count]) => count !== 1)).toEqual([]);
    expect(perDelivery.size).toBe(eventIds.size * 2);
    for (const id of eventIds) {
      expect(
        first
          .filter(({ event }) => event.id === id)
          .map(({ endpoint }) => endpoint)
          .sort(),
      ).toEqual(['/hook', '/hook?second']);
    }

    // Back online: again once each, whatever the number of instances.
    const db = await getDb();
    for (const app of apps)
      await db.execute(sql`update devices set last_seen = now() where app_id = ${app.id}`);
    await Promise.all(Array.from({ length: 4 }, () => alertRound()));
    await Promise.all(Array.from({ length: 4 }, () => alertRound()));
    const recovered = deliveries().slice(first.length);
    expect(recovered.map(({ event }) => event.type).sort()).toEqual(
      Array.from({ length: apps.length * 2 }, () => ['app.recovered', 'device.online'])
        .flat()
        .sort(),
    );
  });

  it('announces a device back and gone again between two checks once, online before offline', async () => {
    const owner = await signedIn();
    const apps = await Promise.all(Array.from({ length: 2 }, () => appOf(owner)));
    const db = await getDb();
    for (const app of apps) {
      await db.execute(sql`update apps set online_window_seconds = 10 where id = ${app.id}`);
      await createEndpoint(owner.user.id, app.id, { url: receiver.url, format: 'json' }, SYSTEM_SOURCE);
      await putAlertRules(
        owner.user.id,
        app.id,
        { offlineAfterSeconds: 10, offlineSharePercent: null, cooldownSeconds: 0 },
        SYSTEM_SOURCE,
      );
      await insertDevices(app.id, [{ deviceId: 'blip', lastSeen: new Date(Date.now() - 3600_000) }]);
    }
    const ours = new Set(apps.map((app) => app.id));
    const events = () =>
      receiver.received.map((request) => JSON.parse(request.body)).filter((event) => ours.has(event.appId));
    await Promise.all(Array.from({ length: 4 }, () => alertRound()));
    expect(events().map((event) => event.type)).toEqual(['device.offline', 'device.offline']);

    // One heartbeat each since, silent again past the window and the rule; two rounds on four instances.
    for (const app of apps) {
      await db.execute(
        sql`update devices set last_seen = now() - interval '25 seconds' where app_id = ${app.id}`,
      );
    }
    await Promise.all(Array.from({ length: 4 }, () => alertRound()));
    await Promise.all(Array.from({ length: 4 }, () => alertRound()));
    for (const app of apps) {
      const blip = events()
        .slice(2)
        .filter((event) => event.appId === app.id)
        .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
      expect(blip.map((event) => event.type)).toEqual(['device.online', 'device.offline']);
    }
  });
});
