/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { getDb } from '@/lib/server/db/client';
import { devices } from '@/lib/server/db/schema';
import { appOf, signedIn } from '@/test/server/fixtures';
import { setupTestDatabase } from '@/test/server/support';

import { called, routedFetch, URL_BASE } from './routed-fetch';
import { runSimulator, type SimulatorClock } from './simulator';

setupTestDatabase();
jest.setTimeout(30_000);

/**
 * Virtual time for runSimulator: a wait ends at once, once the heartbeats in flight have been answered
 * (an instant network), so counts do not depend on how busy the machine is.
 */
function virtualTime(inner: typeof fetch = routedFetch): { clock: SimulatorClock; fetch: typeof fetch } {
  let now = Date.UTC(2030, 0, 1);
  const answering = new Set<Promise<unknown>>();
  const clock: SimulatorClock = {
    now: () => now,
    sleep: async (ms, signal) => {
      await Promise.allSettled([...answering]);
      // Lets the simulator read the answers (a 429's pause) before time moves on.
      await new Promise((resolve) => setImmediate(resolve));
      if (!signal.aborted) now += Math.max(0, ms);
    },
  };
  const tracked = ((input: string | URL | Request, init?: RequestInit) => {
    const answer = inner(input, init);
    answering.add(answer);
    void answer.catch(() => undefined).finally(() => answering.delete(answer));
    return answer;
  }) as typeof fetch;
  return { clock, fetch: tracked };
}

const refusedConnection = (async () => {
  throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:3999') });
}) as typeof fetch;

describe('runSimulator', () => {
  afterEach(() => {
    delete process.env.HEARTBEAT_RATE_LIMIT;
    delete process.env.DEVICE_HEARTBEAT_RATE_LIMIT;
  });

  it('sends each device’s heartbeat once per interval, creating the devices', async () => {
    const app = await appOf(await signedIn(), { platform: 'ios' });
    const counts = await runSimulator({
      url: `${URL_BASE}/`,
      apps: [{ appKey: app.appKey, platform: 'ios' }],
      devices: 6,
      intervalSeconds: 1.2,
      durationSeconds: 1.2,
      ...virtualTime(),
    });
    expect(counts).toEqual({ sent: 6, accepted: 6, refused: {}, deferred: 0, errors: 0 });
    const stored = await (await getDb()).select().from(devices).where(eq(devices.appId, app.id));
    expect(stored.map((device) => device.deviceId).sort()).toEqual([
      'sim-00001',
      'sim-00002',
      'sim-00003',
      'sim-00004',
      'sim-00005',
      'sim-00006',
    ]);
    expect(stored[0]).toMatchObject({ platform: 'ios', sdkVersion: 'simulator-1.0' });
    expect(new Set(called)).toEqual(new Set([URL_BASE]));
  });

  it('leaves an app alone after a 429 until Retry-After has passed', async () => {
    process.env.HEARTBEAT_RATE_LIMIT = '3/1m';
    const app = await appOf(await signedIn());
    const counts = await runSimulator({
      url: URL_BASE,
      apps: [{ appKey: app.appKey }],
      devices: 4,
      intervalSeconds: 0.8,
      durationSeconds: 1.6,
      ...virtualTime(),
    });
    expect(counts).toEqual({ sent: 4, accepted: 3, refused: { 429: 1 }, deferred: 4, errors: 0 });
  });

  it('counts network failures, and stops when aborted', async () => {
    const controller = new AbortController();
    const failing = (async () => {
      controller.abort();
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const counts = await runSimulator({
      url: URL_BASE,
      apps: [{ appKey: 'fdk_unknown' }],
      devices: 3,
      intervalSeconds: 60,
      signal: controller.signal,
      ...virtualTime(failing),
    });
    expect(counts).toMatchObject({ sent: 1, accepted: 0, errors: 1 });
  });

  it('gives up with the reason when its first heartbeats all find no console', async () => {
    const failures: string[] = [];
    // No duration: before, it ran for ever.
    const run = runSimulator({
      url: URL_BASE,
      apps: [{ appKey: 'fdk_any' }],
      devices: 20,
      intervalSeconds: 30,
      onFirstFailure: (reason) => failures.push(reason),
      ...virtualTime(refusedConnection),
    });
    await expect(run).rejects.toThrow(
      'the first 5 heartbeats all failed (first: network error: fetch failed (connect ECONNREFUSED ' +
        '127.0.0.1:3999)); is the console at http://127.0.0.1:3999 running, and the app key right?',
    );
    expect(failures).toEqual(['network error: fetch failed (connect ECONNREFUSED 127.0.0.1:3999)']);
  });

  it('gives up on a key the console does not know, and goes on when some apps are accepted', async () => {
    const run = runSimulator({
      url: URL_BASE,
      apps: [{ appKey: 'fdk_unknown' }],
      devices: 2,
      intervalSeconds: 0.4,
      ...virtualTime(),
    });
    await expect(run).rejects.toThrow(/first 2 heartbeats all failed \(first: HTTP 401 invalid_app_key: /);

    const app = await appOf(await signedIn());
    const failures: string[] = [];
    const counts = await runSimulator({
      url: URL_BASE,
      apps: [{ appKey: app.appKey }, { appKey: 'fdk_unknown' }],
      devices: 4,
      intervalSeconds: 0.4,
      durationSeconds: 0.8,
      onFirstFailure: (reason) => failures.push(reason),
      ...virtualTime(),
    });
    expect(counts).toMatchObject({ sent: 8, accepted: 4, refused: { 401: 4 } });
    expect(failures).toEqual([expect.stringMatching(/^HTTP 401 invalid_app_key: /)]);
  });

  it('takes whole numbers of devices and requests in flight, at least 1', async () => {
    const base = { url: URL_BASE, apps: [{ appKey: 'fdk_any' }], intervalSeconds: 1, ...virtualTime() };
    // A concurrency of 0.5 used to become 0: nothing was sent, and the run ended "successfully".
    await expect(runSimulator({ ...base, devices: 2, concurrency: 0.5 })).rejects.toThrow(/concurrency/);
    await expect(runSimulator({ ...base, devices: 1.5 })).rejects.toThrow(/number of devices/);
    await expect(runSimulator({ ...base, devices: 0 })).rejects.toThrow(/number of devices/);
  });

  it('rolls out a version, with devices falling back and going silent, as the regressions read them', async () => {
    // Virtual minutes pass in real milliseconds: the per-device limit (real time) would refuse them.
    process.env.DEVICE_HEARTBEAT_RATE_LIMIT = 'off';
    const ann = await signedIn();
    const app = await appOf(ann, { platform: 'android' });
    const { clock, fetch } = virtualTime();
    const sent: { deviceId: string; appVersion: string }[] = [];
    const recording = (async (input: string | URL | Request, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return fetch(input, init);
    }) as typeof fetch;
    await runSimulator({
      url: URL_BASE,
      apps: [{ appKey: app.appKey, platform: 'android' }],
      devices: 20,
      intervalSeconds: 10,
      durationSeconds: 200,
      rollout: {
        from: '1.0.0',
        to: '1.1.0',
        seconds: 100,
        share: 0.8,
        fallbackShare: 0.15,
        silentShare: 0.15,
      },
      clock,
      fetch: recording,
    });
    const rows = await (
      await getDb()
    )
      .select({ deviceId: devices.deviceId, appVersion: devices.appVersion })
      .from(devices)
      .where(eq(devices.appId, app.id));
    const now = (version: string) => rows.filter((row) => row.appVersion === version).length;
    expect(now('1.1.0')).toBeGreaterThan(8);
    expect(now('1.0.0')).toBeGreaterThan(3);
    // The first device fell back: 1.1.0, then 1.0.0 again, which the regressions list.
    const { appVersionRegressions } = await import('@/lib/server/domain/versions');
    const regressions = await appVersionRegressions(ann.user.id, app.id);
    expect(regressions.downgrades.map((entry) => entry.deviceId)).toContain('sim-00001');
    expect(regressions.downgrades.every((entry) => entry.from === '1.1.0' && entry.to === '1.0.0')).toBe(
      true,
    );
    // A device gone silent sent nothing after its update.
    const silent = sent.filter(
      (body, i) =>
        body.appVersion === '1.1.0' && !sent.slice(i + 1).some((later) => later.deviceId === body.deviceId),
    );
    expect(silent.length).toBeGreaterThan(0);
  });
});
