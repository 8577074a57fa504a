/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';

import { GET } from '@/app/api/stats/route';
import type { Stats } from '@/lib/api/types';
import { apiRequest, expectError, minutesAgo, setupRouteTest } from '@/test/api-route';

const { appOf, insertActivity, insertDevices, signedIn } = setupRouteTest();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const hourStart = (hoursAgo: number) => new Date(Math.floor(Date.now() / HOUR) * HOUR - hoursAgo * HOUR);
/** An hour of the UTC day `daysAgo` days before today (the day's start plus `hour` hours). */
const dayHour = (daysAgo: number, hour: number) =>
  new Date(Math.floor(Date.now() / DAY) * DAY - daysAgo * DAY + hour * HOUR);

/**
 * Stops the JavaScript clock at the real present for one test: the rows placed by hour and day here and
 * the series the route builds then use one moment, even when an hour or a UTC day ends mid-test. The
 * database's own clock (the counts' `now()`) still runs, seconds from it, well inside every margin.
 */
function stopClock() {
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('GET /api/stats', () => {
  it('answers the caller’s counts, series, platforms and newest apps', async () => {
    const ann = await signedIn();
    const android = await appOf(ann, { name: 'Android app', platform: 'android' });
    const web = await appOf(ann, { name: 'Web app', platform: 'web' });
    stopClock();
    await insertDevices(android.id, [
      { deviceId: 'a1', lastSeen: minutesAgo(1), firstSeen: minutesAgo(60) },
      { deviceId: 'a2', lastSeen: minutesAgo(120), firstSeen: minutesAgo(30 * 24 * 60) },
      { deviceId: 'a3', lastSeen: minutesAgo(3 * 24 * 60), firstSeen: minutesAgo(10 * 24 * 60) },
    ]);
    await insertDevices(web.id, [
      { deviceId: 'w1', platform: 'web', lastSeen: minutesAgo(2), firstSeen: minutesAgo(2) },
    ]);
    await insertActivity(android.id, [
      { deviceId: 'a1', hour: hourStart(0) },
      { deviceId: 'a2', hour: hourStart(2) },
      // Two hours of one UTC day, outside the 24 hours: a2 counts once that day.
      { deviceId: 'a2', hour: dayHour(2, 1) },
      { deviceId: 'a2', hour: dayHour(2, 5) },
      { deviceId: 'a3', hour: dayHour(3, 12) },
      // Older than 30 days: in no series.
      { deviceId: 'a3', hour: hourStart(40 * 24) },
    ]);
    await insertActivity(web.id, [{ deviceId: 'w1', hour: hourStart(0) }]);
    // Another customer's activity is not counted.
    const bobs = await appOf(await signedIn('customer', 'Bob'));
    await insertDevices(bobs.id, [{ deviceId: 'b1', lastSeen: minutesAgo(1) }]);
    await insertActivity(bobs.id, [{ deviceId: 'b1', hour: hourStart(0) }]);

    const response = await GET(apiRequest('/api/stats', { token: ann.token }));
    expect(response.status).toBe(200);
    const { data }: { data: Stats } = await response.json();
    expect(data).toMatchObject({
      apps: 2,
      devicesTotal: 4,
      devicesOnline: 2,
      active24h: 3,
      new7d: 2,
      platforms: { android: 3, ios: 0, web: 1, other: 0 },
    });
    expect(data.recentApps.map((app) => app.name)).toEqual(['Web app', 'Android app']);
    expect(data.hourly).toHaveLength(24);
    expect(data.hourly[23]).toEqual({ t: hourStart(0).toISOString(), online: 2 });
    expect(data.hourly[21]).toEqual({ t: hourStart(2).toISOString(), online: 1 });
    expect(data.hourly.reduce((sum, p) => sum + p.online, 0)).toBe(3);
    expect(data.daily).toHaveLength(30);
    expect(data.daily[29].t).toBe(dayHour(0, 0).toISOString());
    // a2 was active in two hours two days ago but counts once that day; a3's day three days ago counts.
    expect(data.daily[27]).toEqual({ t: dayHour(2, 0).toISOString(), online: 1 });
    expect(data.daily[26]).toEqual({ t: dayHour(3, 0).toISOString(), online: 1 });
    // a1 and w1 today, a2 two hours ago (today or yesterday), a2 two days ago, a3 three days ago.
    expect(data.daily.reduce((sum, p) => sum + p.online, 0)).toBe(5);
  });

  it('answers zeros and full series for a new customer', async () => {
    const { data }: { data: Stats } = await (
      await GET(apiRequest('/api/stats', { token: (await signedIn()).token }))
    ).json();
    expect(data).toMatchObject({
      apps: 0,
      devicesTotal: 0,
      devicesOnline: 0,
      active24h: 0,
      new7d: 0,
      recentApps: [],
    });
    expect(data.hourly.every((p) => p.online === 0)).toBe(true);
    expect(data.daily).toHaveLength(30);
  });

  it('answers 401 without a valid token', async () => {
    await expectError(await GET(apiRequest('/api/stats')), 401, 'unauthorized');
  });
});
