/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';

import { createEndpoint } from '@/lib/server/alerts/endpoints';
import { getAlertRules, putAlertRules } from '@/lib/server/alerts/rules';
import { resumeAlerts, snoozeAlerts } from '@/lib/server/alerts/snooze';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import { webhookDeliveries } from '@/lib/server/db/schema';
import { createView } from '@/lib/server/domain/views';
import { setupRouteTest, type SignedIn } from '@/test/api-route';
import { setupAlertRounds } from '@/test/server/alert-rounds';

const { appOf, insertDevices, signedIn } = setupRouteTest();

const rounds = setupAlertRounds();

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

async function appWithEndpoint(owner: SignedIn, url = rounds.receiver().url) {
  const app = await appOf(owner);
  await createEndpoint(owner.user.id, app.id, { url, format: 'json' }, SYSTEM_SOURCE);
  return app;
}

/** The check and the deliveries, as one round of the background job; answers the events received. */
async function round(appId: string) {
  // As the receiver parsed them: these tests read into the data of each kind of event.
  return (await rounds.round(appId)).map((event) => {
    const plain: Partial<typeof event> = { ...event };
    delete plain.path;
    return plain as ReturnType<typeof JSON.parse>;
  });
}

describe('the offline check', () => {
  it('sends one device.offline for a device silent past its rule, then one device.online', async () => {
    const ann = await signedIn();
    const app = await appWithEndpoint(ann);
    await putAlertRules(
      ann.user.id,
      app.id,
      { offlineAfterSeconds: 60, offlineSharePercent: null, cooldownSeconds: 0 },
      SYSTEM_SOURCE,
    );
    // The window (300 s) plus the rule (60 s): 350 s of silence is not yet enough, 400 s is.
    await insertDevices(app.id, [
      { deviceId: 'quiet', lastSeen: secondsAgo(400) },
      { deviceId: 'almost', lastSeen: secondsAgo(350) },
      { deviceId: 'alive', lastSeen: secondsAgo(5) },
    ]);

    const first = await round(app.id);
    expect(first).toEqual([
      expect.objectContaining({
        type: 'device.offline',
        data: expect.objectContaining({
          count: 1,
          devices: [expect.objectContaining({ deviceId: 'quiet' })],
        }),
      }),
    ]);
    expect(await round(app.id)).toEqual([]);

    const db = await getDb();
    await db.execute(
      sql`update devices set last_seen = now() where app_id = ${app.id} and device_id = 'quiet'`,
    );
    const back = await round(app.id);
    expect(
      back.map((event) => [event.type, event.data.devices.map((d: { deviceId: string }) => d.deviceId)]),
    ).toEqual([['device.online', ['quiet']]]);
    expect(await round(app.id)).toEqual([]);
  });

  it('announces a device that came back and went again between two checks: online, then offline, once each', async () => {
    const ann = await signedIn();
    const app = await appWithEndpoint(ann);
    const db = await getDb();
    await db.execute(sql`update apps set online_window_seconds = 10 where id = ${app.id}`);
    await putAlertRules(
      ann.user.id,
      app.id,
      { offlineAfterSeconds: 10, offlineSharePercent: null, cooldownSeconds: 0 },
      SYSTEM_SOURCE,
    );
    await insertDevices(app.id, [{ deviceId: 'blip', lastSeen: secondsAgo(600) }]);
    expect((await round(app.id)).map((event) => event.type)).toEqual(['device.offline']);

    // One heartbeat since that check, and silent again for longer than its window and the rule (20 s).
    const seen = secondsAgo(25);
    await db.execute(
      sql`update devices set last_seen = ${seen.toISOString()} where app_id = ${app.id} and device_id = 'blip'`,
    );
    const blip = await round(app.id);
    expect(blip.map((event) => [event.type, event.data.devices])).toEqual([
      ['device.online', [{ deviceId: 'blip', lastSeen: seen.toISOString() }]],
      ['device.offline', [{ deviceId: 'blip', lastSeen: seen.toISOString() }]],
    ]);
    expect(await round(app.id)).toEqual([]);
  });

  it("counts from the end of the app's own online window", async () => {
    const ann = await signedIn();
    const app = await appWithEndpoint(ann);
    const db = await getDb();
    await db.execute(sql`update apps set online_window_seconds = 30 where id = ${app.id}`);
    await putAlertRules(
      ann.user.id,
      app.id,
      { offlineAfterSeconds: 60, offlineSharePercent: null, cooldownSeconds: 0 },
      SYSTEM_SOURCE,
    );
    // Its window (30 s) plus the rule (60 s): 120 s of silence is enough, 60 s is not.
    await insertDevices(app.id, [
      { deviceId: 'quiet', lastSeen: secondsAgo(120) },
      { deviceId: 'almost', lastSeen: secondsAgo(60) },
    ]);
    const events = await round(app.id);
    expect(
      events.map((event) => [event.type, event.data.devices.map((d: { deviceId: string }) => d.deviceId)]),
    ).toEqual([['device.offline', ['quiet']]]);
  });

  it('sends one digest for a burst, and the share alert with its recovery', async () => {
    const ann = await signedIn();
    const app = await appWithEndpoint(ann);
    await putAlertRules(
      ann.user.id,
      app.id,
      { offlineAfterSeconds: 10, offlineSharePercent: 50, cooldownSeconds: 0 },
      SYSTEM_SOURCE,
    );
    await insertDevices(app.id, [
      ...Array.from({ length: 150 }, (_, i) => ({ deviceId: `gone-${i}`, lastSeen: secondsAgo(600) })),
      { deviceId: 'alive', lastSeen: secondsAgo(1) },
    ]);
    const events = await round(app.id);
    expect(events.map((event) => event.type).sort()).toEqual(['app.offline_share', 'device.offline']);
    const digest = events.find((event) => event.type === 'device.offline');
    expect(digest.data).toMatchObject({ count: 150, truncated: true });
    expect(digest.data.devices).toHaveLength(100);

    const db = await getDb();
    await db.execute(sql`update devices set last_seen = now() where app_id = ${app.id}`);
    const recovered = await round(app.id);
    expect(recovered.map((event) => event.type).sort()).toEqual(['app.recovered', 'device.online']);
  });

  it('counts a share rule scoped to a saved view among that view’s devices only', async () => {
    const ann = await signedIn();
    const app = await appWithEndpoint(ann);
    const view = await createView(
      ann.user.id,
      ann.user.id,
      { name: 'Store 42', query: 'tag=store-42&status=online', columns: null },
      SYSTEM_SOURCE,
    );
    // Store 42: 2 of 3 offline (67%); the whole app: 2 of 10 (20%).
    await insertDevices(app.id, [
      { deviceId: 's42-a', tags: ['store-42'], lastSeen: secondsAgo(600) },
      { deviceId: 's42-b', tags: ['store-42'], lastSeen: secondsAgo(600) },
      { deviceId: 's42-c', tags: ['store-42'], lastSeen: secondsAgo(1) },
      ...Array.from({ length: 7 }, (_, i) => ({ deviceId: `other-${i}`, lastSeen: secondsAgo(1) })),
    ]);
    await putAlertRules(
      ann.user.id,
      app.id,
      { offlineAfterSeconds: null, offlineSharePercent: 50, cooldownSeconds: 0 },
      SYSTEM_SOURCE,
    );
    expect(await round(app.id)).toEqual([]);
    await putAlertRules(
      ann.user.id,
      app.id,
      { offlineAfterSeconds: null, offlineSharePercent: 50, offlineShareViewId: view.id, cooldownSeconds: 0 },
      SYSTEM_SOURCE,
    );
    const [alert] = await round(app.id);
    expect(alert.type).toBe('app.offline_share');
    expect(alert.data).toMatchObject({ offline: 2, seen: 3, view: { id: view.id, name: 'Store 42' } });

    // Another organisation's view is refused, and the rule stays as it was.
    const bob = await signedIn();
    const bobs = await createView(
      bob.user.id,
      bob.user.id,
      { name: 'Mine', query: '', columns: null },
      SYSTEM_SOURCE,
    );
    await expect(
      putAlertRules(
        ann.user.id,
        app.id,
        {
          offlineAfterSeconds: null,
          offlineSharePercent: 50,
          offlineShareViewId: bobs.id,
          cooldownSeconds: 0,
        },
        SYSTEM_SOURCE,
      ),
    ).rejects.toMatchObject({ status: 400, fields: { offlineShareViewId: 'oneOf' } });
    expect(await getAlertRules(ann.user.id, app.id)).toMatchObject({ offlineShareViewId: view.id });
    // Rules saved without the field (by a caller that predates views) keep the view; null drops it.
    await putAlertRules(
      ann.user.id,
      app.id,
      { offlineAfterSeconds: null, offlineSharePercent: 40, cooldownSeconds: 0 },
      SYSTEM_SOURCE,
    );
    expect(await getAlertRules(ann.user.id, app.id)).toMatchObject({
      offlineSharePercent: 40,
      offlineShareViewId: view.id,
    });
    await putAlertRules(
      ann.user.id,
      app.id,
      { offlineAfterSeconds: null, offlineSharePercent: 40, offlineShareViewId: null, cooldownSeconds: 0 },
      SYSTEM_SOURCE,
    );
    expect(await getAlertRules(ann.user.id, app.id)).toMatchObject({ offlineShareViewId: null });
    // Off, so that later rounds of this file send nothing more for it.
    await putAlertRules(
      ann.user.id,
      app.id,
      { offlineAfterSeconds: null, offlineSharePercent: null, cooldownSeconds: 0 },
      SYSTEM_SOURCE,
    );
  });

  it('retries a failing receiver with growing delays, then records the success', async () => {
    const ann = await signedIn();
    const app = await appWithEndpoint(ann);
    await putAlertRules(
      ann.user.id,
      app.id,
      { offlineAfterSeconds: 10, offlineSharePercent: null, cooldownSeconds: 0 },
      SYSTEM_SOURCE,
    );
    await insertDevices(app.id, [{ deviceId: 'quiet', lastSeen: secondsAgo(900) }]);
    rounds.receiver().answers.push(500, 503);
    const db = await getDb();
    const delivery = async () => {
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(sql`${webhookDeliveries.payload}->>'appId' = ${app.id}`);
      expect(rows).toHaveLength(1);
      return rows[0];
    };
    // Instead of waiting, each retry is made due now.
    const makeDue = async () =>
      db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(webhookDeliveries.id, (await delivery()).id));

    await round(app.id);
    const afterFirst = await delivery();
    expect(afterFirst).toMatchObject({ state: 'pending', attempts: 1, statusCode: 500 });
    const firstDelay = afterFirst.nextAttemptAt.getTime() - afterFirst.lastAttemptAt!.getTime();

    expect(await round(app.id)).toEqual([]); // not due yet: nothing sent
    await makeDue();
    await round(app.id);
    const afterSecond = await delivery();
    expect(afterSecond).toMatchObject({ state: 'pending', attempts: 2, statusCode: 503 });
    const secondDelay = afterSecond.nextAttemptAt.getTime() - afterSecond.lastAttemptAt!.getTime();
    expect(firstDelay).toBeGreaterThanOrEqual(29_000);
    expect(secondDelay).toBeGreaterThan(firstDelay * 1.5);

    await makeDue();
    const delivered = await round(app.id);
    expect(delivered.map((event) => event.type)).toEqual(['device.offline']);
    expect(await delivery()).toMatchObject({ state: 'delivered', attempts: 3, statusCode: 200, error: null });
  });

  it('refuses, at delivery time, a name that resolves to a private address once those are not allowed', async () => {
    const ann = await signedIn();
    const app = await appWithEndpoint(ann, rounds.receiver().url.replace('127.0.0.1', 'localhost'));
    await putAlertRules(
      ann.user.id,
      app.id,
      { offlineAfterSeconds: 10, offlineSharePercent: null, cooldownSeconds: 0 },
      SYSTEM_SOURCE,
    );
    await insertDevices(app.id, [{ deviceId: 'quiet', lastSeen: secondsAgo(900) }]);
    process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'off';
    try {
      expect(await round(app.id)).toEqual([]);
    } finally {
      process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'on';
    }
    const db = await getDb();
    const [row] = await db
      .select()
      .from(webhookDeliveries)
      .where(sql`${webhookDeliveries.payload}->>'appId' = ${app.id}`);
    expect(row).toMatchObject({
      state: 'pending',
      attempts: 1,
      statusCode: null,
      error: expect.stringMatching(/not allowed/),
    });
  });

  it('announces nothing while snoozed; what holds when it ends is announced then, recoveries too', async () => {
    const ann = await signedIn();
    const app = await appWithEndpoint(ann);
    await putAlertRules(
      ann.user.id,
      app.id,
      { offlineAfterSeconds: 60, offlineSharePercent: 40, cooldownSeconds: 0 },
      SYSTEM_SOURCE,
    );
    // Announced before the snooze: its recovery during it is announced once the snooze ends.
    await insertDevices(app.id, [{ deviceId: 'early', lastSeen: secondsAgo(400) }]);
    expect((await round(app.id)).map((event) => event.type).sort()).toEqual([
      'app.offline_share',
      'device.offline',
    ]);

    await snoozeAlerts(ann.user.id, app.id, { hours: 1 }, SYSTEM_SOURCE);
    await insertDevices(app.id, [
      { deviceId: 'gone', lastSeen: secondsAgo(400) },
      { deviceId: 'blip', lastSeen: secondsAgo(400) },
      { deviceId: 'steady', lastSeen: secondsAgo(5) },
    ]);
    expect(await round(app.id)).toEqual([]);
    const db = await getDb();
    // Back during the snooze: 'early' was announced, 'blip' never was.
    await db.execute(
      sql`update devices set last_seen = now() where app_id = ${app.id} and device_id in ('early', 'blip')`,
    );
    expect(await round(app.id)).toEqual([]);

    await resumeAlerts(ann.user.id, app.id, SYSTEM_SOURCE);
    const after = await round(app.id);
    const byType = Object.fromEntries(after.map((event) => [event.type, event.data]));
    // 1 of 4 offline is under 40%: the share alert of before the snooze has recovered, and says so now.
    expect(Object.keys(byType).sort()).toEqual(['app.recovered', 'device.offline', 'device.online']);
    expect(byType['device.online'].devices).toEqual([expect.objectContaining({ deviceId: 'early' })]);
    expect(byType['device.offline'].devices).toEqual([expect.objectContaining({ deviceId: 'gone' })]);
    expect(await round(app.id)).toEqual([]);
  });
});
