/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';

import { getDb } from '@/lib/server/db/client';
import { deviceChanges } from '@/lib/server/db/schema';
import { appVersionAdoption, appVersionRegressions } from '@/lib/server/domain/versions';
import { appOf, insertDevices, minutesAgo, signedIn } from '@/test/server/fixtures';
import { setupTestDatabase } from '@/test/server/support';

setupTestDatabase();

const DAY = 86_400_000;
const todayStart = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
};
/** `hour` o'clock (UTC) of the day `daysAgo` days before today. */
const at = (daysAgo: number, hour = 10) => new Date(todayStart() - daysAgo * DAY + hour * 3600_000);
const day = (daysAgo: number) => at(daysAgo, 0).toISOString().slice(0, 10);

async function changes(
  appId: string,
  orgId: string,
  rows: { deviceId: string; from: string; to: string; at: Date }[],
): Promise<void> {
  await (
    await getDb()
  )
    .insert(deviceChanges)
    .values(rows.map((row) => ({ orgId, appId, field: 'appVersion' as const, ...row })));
}

describe('version adoption', () => {
  it('counts the active devices by the version they ran each day, from the version history', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const now = new Date();
    await insertDevices(app.id, [
      { deviceId: 'd1', appVersion: '1.1', firstSeen: at(20), lastSeen: now },
      { deviceId: 'd2', appVersion: '1.1', firstSeen: at(20), lastSeen: now },
      { deviceId: 'd3', appVersion: '1.0', firstSeen: at(20), lastSeen: now },
      // Seen only before the 30 days: no part of them.
      { deviceId: 'd4', appVersion: '0.9', firstSeen: at(40), lastSeen: at(35) },
      { deviceId: 'd5', appVersion: '1.1', firstSeen: at(3), lastSeen: now },
    ]);
    await changes(app.id, ann.user.id, [
      { deviceId: 'd1', from: '1.0', to: '1.1', at: at(10) },
      { deviceId: 'd2', from: '1.0', to: '1.1', at: at(5) },
    ]);
    const adoption = await appVersionAdoption(ann.user.id, app.id);
    expect(adoption.days).toHaveLength(30);
    const byDay = Object.fromEntries(adoption.days.map((entry) => [entry.day, entry]));
    expect(byDay[day(25)]).toEqual({ day: day(25), active: 0, versions: [] });
    expect(byDay[day(20)].versions).toEqual([{ version: '1.0', devices: 3 }]);
    expect(byDay[day(10)].versions).toEqual([
      { version: '1.1', devices: 1 },
      { version: '1.0', devices: 2 },
    ]);
    expect(byDay[day(5)].versions).toEqual([
      { version: '1.1', devices: 2 },
      { version: '1.0', devices: 1 },
    ]);
    expect(byDay[day(0)]).toEqual({
      day: day(0),
      active: 4,
      versions: [
        { version: '1.1', devices: 3 },
        { version: '1.0', devices: 1 },
      ],
    });
    expect(adoption.versions).toEqual([
      { version: '1.1', devices: 3, share: 0.75, firstDay: day(10), daysTo50: 5, daysTo90: null },
      { version: '1.0', devices: 1, share: 0.25, firstDay: day(20), daysTo50: 0, daysTo90: 0 },
    ]);
    expect([adoption.newest, adoption.newestShare]).toEqual(['1.1', 0.75]);

    // A session in a zone with summer time steps the same whole UTC days.
    const db = await getDb();
    await db.execute(sql`set timezone = 'America/New_York'`);
    try {
      const again = await appVersionAdoption(ann.user.id, app.id);
      expect(again.days.map((entry) => entry.day)).toEqual(adoption.days.map((entry) => entry.day));
      expect(again).toEqual(adoption);
    } finally {
      await db.execute(sql`set timezone = 'UTC'`);
    }
  });

  it('is refused for an app that is not the caller’s', async () => {
    const app = await appOf(await signedIn());
    const bob = await signedIn();
    await expect(appVersionAdoption(bob.user.id, app.id)).rejects.toMatchObject({ status: 404 });
    await expect(appVersionRegressions(bob.user.id, app.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('version regressions', () => {
  it('lists the devices that went back a version, and those silent since an update, per version', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const now = new Date();
    await insertDevices(app.id, [
      { deviceId: 'back', appVersion: '1.0', lastSeen: now },
      { deviceId: 'quiet', appVersion: '1.1', lastSeen: minutesAgo(160) },
      { deviceId: 'fine', appVersion: '1.1', lastSeen: now },
      { deviceId: 'twice', appVersion: '1.2', lastSeen: minutesAgo(210) },
      { deviceId: 'long-ago', appVersion: '1.1', lastSeen: at(40, 11) },
      { deviceId: 'slow', appVersion: '1.1', lastSeen: minutesAgo(100) },
    ]);
    await changes(app.id, ann.user.id, [
      { deviceId: 'back', from: '1.1', to: '1.0', at: minutesAgo(120) },
      { deviceId: 'quiet', from: '1.0', to: '1.1', at: minutesAgo(180) },
      { deviceId: 'fine', from: '1.0', to: '1.1', at: minutesAgo(180) },
      { deviceId: 'twice', from: '1.0', to: '1.1', at: minutesAgo(300) },
      { deviceId: 'twice', from: '1.1', to: '1.2', at: minutesAgo(240) },
      // Older than the 30 days.
      { deviceId: 'long-ago', from: '1.0', to: '1.1', at: at(40) },
      // Stopped more than an hour after its update: not this.
      { deviceId: 'slow', from: '1.0', to: '1.1', at: minutesAgo(180) },
    ]);
    const regressions = await appVersionRegressions(ann.user.id, app.id);
    expect(regressions.versions).toEqual([
      { version: '1.2', downgrades: 0, silent: 1 },
      { version: '1.1', downgrades: 1, silent: 1 },
    ]);
    expect(regressions.downgrades).toEqual([
      { deviceId: 'back', from: '1.1', to: '1.0', at: expect.any(String) },
    ]);
    expect(regressions.silent.map((entry) => [entry.deviceId, entry.from, entry.to])).toEqual([
      ['quiet', '1.0', '1.1'],
      ['twice', '1.1', '1.2'],
    ]);
  });
});
