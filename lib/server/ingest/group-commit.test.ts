/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';

import { getDb } from '@/lib/server/db/client';
import { deviceActivity, devices } from '@/lib/server/db/schema';
import { appForKey } from '@/lib/server/ingest/app-key-cache';
import { groupCommitStats, submitBeat } from '@/lib/server/ingest/group-commit';
import { setupRouteTest } from '@/test/api-route';

const { appOf, signedIn } = setupRouteTest();

async function ingestApp(platform: 'android' | 'ios' = 'android') {
  const app = await appOf(await signedIn(), { platform });
  return (await appForKey(app.appKey))!;
}

async function storedDevices(appId: string) {
  return (await getDb()).select().from(devices).where(eq(devices.appId, appId));
}

describe('group commit', () => {
  afterEach(() => {
    delete process.env.DEVICE_HEARTBEAT_RATE_LIMIT;
    delete process.env.HEARTBEAT_RATE_LIMIT;
  });

  it('writes beats that arrive together in few commits, each acknowledged once it is stored', async () => {
    const app = await ingestApp();
    const before = groupCommitStats();
    const ids = Array.from({ length: 200 }, (_, i) => `dev-${i}`);
    const acknowledged = await Promise.all(
      ids.map(async (deviceId) => {
        const outcome = await submitBeat({ app, input: { deviceId, model: 'Pixel 8' } });
        // Acknowledged means committed: the row is there when the promise settles.
        const [row] = await (
          await getDb()
        )
          .select({ deviceId: devices.deviceId })
          .from(devices)
          .where(and(eq(devices.appId, app.id), eq(devices.deviceId, deviceId)));
        return { outcome, stored: row?.deviceId };
      }),
    );
    expect(acknowledged).toEqual(ids.map((id) => ({ outcome: { status: 'accepted' }, stored: id })));
    const after = groupCommitStats();
    expect(after.beats - before.beats).toBe(200);
    expect(after.commits - before.commits).toBeLessThan(20);
    const stored = await storedDevices(app.id);
    expect(stored).toHaveLength(200);
    expect(stored.every((row) => row.platform === 'android' && row.model === 'Pixel 8')).toBe(true);
    const activity = await (
      await getDb()
    )
      .select()
      .from(deviceActivity)
      .where(eq(deviceActivity.appId, app.id));
    expect(activity).toHaveLength(200);
  });

  it('counts beats of one device sent at once one after the other against its limit', async () => {
    process.env.DEVICE_HEARTBEAT_RATE_LIMIT = '3/1m';
    const app = await ingestApp();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        submitBeat({ app, input: { deviceId: 'looping', appVersion: `1.${i}` } }),
      ),
    );
    // Exactly the limit is accepted. Which three is the order the commits took the device's row in: on
    // PostgreSQL two batches commit at once, so beats sent at the same instant may not keep their order.
    const statuses = outcomes.map((outcome) => outcome.status);
    expect(statuses.filter((status) => status === 'accepted')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'rate_limited')).toHaveLength(5);
    const [device] = await storedDevices(app.id);
    // The refused beats changed nothing: the stored version is an accepted beat's.
    const accepted = outcomes.flatMap((outcome, i) => (outcome.status === 'accepted' ? [`1.${i}`] : []));
    expect(accepted).toContain(device.appVersion);
    expect(device.beatWindowCount).toBe(3);
  });

  it('keeps the platform a device sent before when a later beat sends none, and takes a new one', async () => {
    const app = await ingestApp('ios');
    await submitBeat({ app, input: { deviceId: 'tab', platform: 'android' } });
    await submitBeat({ app, input: { deviceId: 'tab' } });
    expect((await storedDevices(app.id))[0].platform).toBe('android');
    await submitBeat({ app, input: { deviceId: 'tab', platform: 'web' } });
    expect((await storedDevices(app.id))[0].platform).toBe('web');
  });

  it('grants an app exactly its quota when many beats arrive at once', async () => {
    process.env.HEARTBEAT_RATE_LIMIT = '25/1m';
    const app = await ingestApp();
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, i) => submitBeat({ app, input: { deviceId: `d-${i}` } })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'accepted')).toHaveLength(25);
    expect(await storedDevices(app.id)).toHaveLength(25);
    const refused = outcomes.find((outcome) => outcome.status === 'rate_limited');
    expect(refused).toEqual({ status: 'rate_limited', retryAfterSeconds: expect.any(Number) });
  });

  it('refuses the beats of an app deleted since its key was looked up, and writes the others', async () => {
    const app = await ingestApp();
    const gone = { ...app, id: '00000000-0000-4000-8000-000000000000' };
    const [lost, kept] = await Promise.all([
      submitBeat({ app: gone, input: { deviceId: 'a' } }),
      submitBeat({ app, input: { deviceId: 'b' } }),
    ]);
    expect(lost).toEqual({ status: 'app_gone' });
    expect(kept).toEqual({ status: 'accepted' });
  });
});
