/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { and, asc, eq, sql } from 'drizzle-orm';

import { getDb, rowsOf } from '@/lib/server/db/client';
import { apps, deviceChanges, devices, deviceSessions } from '@/lib/server/db/schema';
import { getDeviceDetail } from '@/lib/server/domain/devices/device-page';
import { pruneDeviceHistory } from '@/lib/server/domain/devices/history-retention';
import { appForKey } from '@/lib/server/ingest/app-key-cache';
import { submitBeat } from '@/lib/server/ingest/group-commit';
import { REFUSALS_KEPT_HOURS } from '@/lib/server/ingest/refusals';
import type { HeartbeatInput } from '@/lib/validations/heartbeat';
import { setupRouteTest } from '@/test/api-route';

const { appOf, signedIn } = setupRouteTest();

async function ingestApp(
  onlineWindowSeconds: number | null = null,
  owner?: Awaited<ReturnType<typeof signedIn>>,
) {
  const app = await appOf(owner ?? (await signedIn()));
  await (await getDb()).update(apps).set({ onlineWindowSeconds }).where(eq(apps.id, app.id));
  return (await appForKey(app.appKey))!;
}

/** Moves the device's last beat (and its open session's start) back in time, as if it went quiet. */
async function goQuiet(appId: string, deviceId: string, seconds: number) {
  const db = await getDb();
  const ago = sql`now() - make_interval(secs => ${seconds})`;
  const where = (t: typeof devices | typeof deviceSessions) =>
    and(eq(t.appId, appId), eq(t.deviceId, deviceId));
  await db.update(devices).set({ lastSeen: ago }).where(where(devices));
  await db.update(deviceSessions).set({ startedAt: ago, lastBeatAt: ago }).where(where(deviceSessions));
}

async function sessionsOf(appId: string, deviceId: string) {
  return (await getDb())
    .select()
    .from(deviceSessions)
    .where(and(eq(deviceSessions.appId, appId), eq(deviceSessions.deviceId, deviceId)))
    .orderBy(asc(deviceSessions.startedAt));
}

describe('device history in the group commit', () => {
  afterEach(() => {
    delete process.env.DEVICE_HEARTBEAT_RATE_LIMIT;
  });

  const beat = (app: Awaited<ReturnType<typeof ingestApp>>, input: HeartbeatInput) =>
    submitBeat({ app, input });

  it("opens a session on a beat more than the app's window after the previous one, and only then", async () => {
    process.env.DEVICE_HEARTBEAT_RATE_LIMIT = 'off';
    const app = await ingestApp(60);
    await beat(app, { deviceId: 'd1' });
    await beat(app, { deviceId: 'd1' });
    expect(await sessionsOf(app.id, 'd1')).toHaveLength(1);

    // 50 s of silence is within the 60 s window: still the same session.
    await goQuiet(app.id, 'd1', 50);
    await beat(app, { deviceId: 'd1' });
    expect(await sessionsOf(app.id, 'd1')).toHaveLength(1);

    // 90 s is more than the window: the first session ended at its last beat, a second one opens.
    await goQuiet(app.id, 'd1', 90);
    const [{ lastSeen: quietSince }] = await (
      await getDb()
    )
      .select({ lastSeen: devices.lastSeen })
      .from(devices)
      .where(and(eq(devices.appId, app.id), eq(devices.deviceId, 'd1')));
    await beat(app, { deviceId: 'd1' });
    const sessions = await sessionsOf(app.id, 'd1');
    expect(sessions).toHaveLength(2);
    expect(sessions[0].lastBeatAt.getTime()).toBe(quietSince.getTime());

    const detail = await getDeviceDetail(app.id, 'd1', undefined);
    expect(detail.online).toBe(true);
    expect(detail.sessions).toHaveLength(2);
    // Newest first: the open one has no end; the first ended a window after its last beat.
    expect(detail.sessions[0].end).toBeNull();
    expect(detail.sessions[1].end).toBe(new Date(quietSince.getTime() + 60_000).toISOString());
  });

  it('uses the app window: the same silence keeps a session going in an app with a longer window', async () => {
    process.env.DEVICE_HEARTBEAT_RATE_LIMIT = 'off';
    const app = await ingestApp(600);
    await beat(app, { deviceId: 'd2' });
    await goQuiet(app.id, 'd2', 90);
    await beat(app, { deviceId: 'd2' });
    expect(await sessionsOf(app.id, 'd2')).toHaveLength(1);
  });

  it('records a change of version with both values, and nothing when a value is not sent', async () => {
    const app = await ingestApp();
    await beat(app, { deviceId: 'd3', appVersion: '1.0', osVersion: '14' });
    await beat(app, { deviceId: 'd3', appVersion: '1.0' });
    await beat(app, { deviceId: 'd3', appVersion: '1.1', osVersion: '14' });
    const changes = await (
      await getDb()
    )
      .select({ field: deviceChanges.field, from: deviceChanges.from, to: deviceChanges.to })
      .from(deviceChanges)
      .where(eq(deviceChanges.appId, app.id));
    expect(changes).toEqual([{ field: 'appVersion', from: '1.0', to: '1.1' }]);
    const detail = await getDeviceDetail(app.id, 'd3', undefined);
    expect(detail.changes).toEqual([
      expect.objectContaining({ field: 'appVersion', from: '1.0', to: '1.1' }),
    ]);
  });

  it('prunes history older than the retention, keeping the open session of a device still seen', async () => {
    process.env.DEVICE_HEARTBEAT_RATE_LIMIT = 'off';
    const app = await ingestApp(60);
    await beat(app, { deviceId: 'd4', appVersion: '1' });
    await goQuiet(app.id, 'd4', 40 * 86_400);
    await beat(app, { deviceId: 'd4', appVersion: '2' });
    const db = await getDb();
    await db
      .update(deviceChanges)
      .set({ at: sql`now() - interval '40 days'` })
      .where(eq(deviceChanges.appId, app.id));
    expect(await sessionsOf(app.id, 'd4')).toHaveLength(2);
    expect(await pruneDeviceHistory(30)).toBeGreaterThanOrEqual(2);
    expect(await sessionsOf(app.id, 'd4')).toHaveLength(1);
    expect(await db.select().from(deviceChanges).where(eq(deviceChanges.appId, app.id))).toEqual([]);
  });

  it("deletes refused heartbeats' hourly counts past their keeping time in the same round", async () => {
    const app = await ingestApp();
    const db = await getDb();
    const hoursAgo = (hours: number) => sql`date_trunc('hour', now()) - make_interval(hours => ${hours})`;
    const refusal = (hours: number) =>
      sql`(${app.orgId}, ${app.id}, 'rate_limited', ${hoursAgo(hours)}, 1, now(), null, null)`;
    await db.execute(sql`insert into ingest_refusals (org_id, app_id, reason, hour, count, last_at, last_device_id, detail)
      values ${refusal(1)}, ${refusal(REFUSALS_KEPT_HOURS + 2)}`);
    await db.execute(sql`insert into ingest_unknown_keys (hour, count)
      values (${hoursAgo(REFUSALS_KEPT_HOURS + 3)}, 1), (${hoursAgo(2)}, 1) on conflict do nothing`);
    await pruneDeviceHistory(30);
    const kept = rowsOf<{ hours: number }>(
      await db.execute(sql`select floor(extract(epoch from now() - hour) / 3600)::int as hours
        from ingest_refusals where app_id = ${app.id}`),
    );
    expect(kept.map((row) => row.hours)).toEqual([1]);
    const stale = rowsOf(
      await db.execute(sql`select 1 from ingest_unknown_keys
        where hour < now() - make_interval(hours => ${REFUSALS_KEPT_HOURS})`),
    );
    expect(stale).toEqual([]);
  });

  it("answers 404 for another customer's device, and for a malformed id", async () => {
    const owner = await signedIn();
    const app = await ingestApp(null, owner);
    await beat(app, { deviceId: 'd5' });
    const stranger = await signedIn('customer', 'Bob');
    await expect(getDeviceDetail(app.id, 'd5', stranger.user.id)).rejects.toMatchObject({ status: 404 });
    await expect(getDeviceDetail(app.id, 'd5', owner.user.id)).resolves.toMatchObject({ deviceId: 'd5' });
    await expect(getDeviceDetail('nope', 'd5', undefined)).rejects.toMatchObject({ status: 404 });
    await expect(getDeviceDetail(app.id, 'd 5', undefined)).rejects.toMatchObject({ status: 404 });
  });
});
