/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { GET as adminApps } from '@/app/api/admin/apps/route';
import { GET as listApps, POST as createApp } from '@/app/api/apps/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { POST as logout } from '@/app/api/v1/auth/logout/route';
import { POST as heartbeat } from '@/app/api/v1/devices/heartbeat/route';
import { getDb } from '@/lib/server/db/client';
import { apps, devices } from '@/lib/server/db/schema';
import { appOf, signedIn } from '@/lib/server/domain/test-fixtures';
import { setupTestDatabase } from '@/lib/server/test-support';
import { createCustomer, ensureAdmin } from '@/lib/server/users';

import { DEMO_CUSTOMER_EMAIL } from './demo-data';
import { runSimulator } from './simulator';
import { findSimulatedApps } from './simulator-apps';

setupTestDatabase();
jest.setTimeout(30_000);

const URL_BASE = 'http://127.0.0.1:3999';
const ROUTES: Record<string, Record<string, (request: Request) => Promise<Response>>> = {
  '/api/v1/auth/login': { POST: login },
  '/api/v1/auth/logout': { POST: logout },
  '/api/admin/apps': { GET: adminApps },
  '/api/apps': { GET: listApps, POST: createApp },
  '/api/v1/devices/heartbeat': { POST: heartbeat },
};

/** fetch answered by the route handlers themselves: the whole path but the network. */
const called: string[] = [];
const routedFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  called.push(url.origin);
  const handler = ROUTES[url.pathname]?.[request.method];
  return handler ? handler(request) : new Response(null, { status: 404 });
}) as typeof fetch;

describe('runSimulator', () => {
  afterEach(() => {
    delete process.env.HEARTBEAT_RATE_LIMIT;
  });

  it('sends each device’s heartbeat once per interval, creating the devices', async () => {
    const app = await appOf(await signedIn(), { platform: 'ios' });
    const counts = await runSimulator({
      url: `${URL_BASE}/`,
      apps: [{ appKey: app.appKey, platform: 'ios' }],
      devices: 6,
      intervalSeconds: 1.2,
      durationSeconds: 1.2,
      fetch: routedFetch,
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
      fetch: routedFetch,
    });
    expect(counts).toEqual({ sent: 4, accepted: 3, refused: { 429: 1 }, deferred: 4, errors: 0 });
  });

  it('counts refusals and network failures, and stops when aborted', async () => {
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
      fetch: failing,
      signal: controller.signal,
    });
    expect(counts).toMatchObject({ sent: 1, accepted: 0, errors: 1 });
    const refused = await runSimulator({
      url: URL_BASE,
      apps: [{ appKey: 'fdk_unknown' }],
      devices: 2,
      intervalSeconds: 0.4,
      durationSeconds: 0.4,
      fetch: routedFetch,
    });
    expect(refused).toMatchObject({ sent: 2, accepted: 0, refused: { 401: 2 } });
  });
});

describe('findSimulatedApps', () => {
  const password = 'demo password 2';
  const env = { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: password };
  let savedFetch: typeof fetch;

  beforeEach(() => {
    savedFetch = global.fetch;
    global.fetch = routedFetch;
  });
  afterEach(() => {
    global.fetch = savedFetch;
  });

  // Needs a database with no active app: this file's own in-memory one, not a shared server.
  const onOwnDatabase = process.env.TEST_DATABASE_URL ? it.skip : it;

  onOwnDatabase(
    'creates a Simulator app for the demo customer when no app is active, then reuses it',
    async () => {
      await (await getDb()).update(apps).set({ status: 'suspended' });
      await ensureAdmin(env.ADMIN_EMAIL, password);
      await createCustomer({ name: 'Casey', email: DEMO_CUSTOMER_EMAIL, password });
      const first = await findSimulatedApps(URL_BASE, env, null);
      expect(first.apps).toEqual([{ appKey: expect.stringMatching(/^fdk_/), platform: 'other' }]);
      const [stored] = await (await getDb()).select().from(apps).where(eq(apps.appKey, first.apps[0].appKey));
      expect(stored.name).toBe('Simulator');

      await (await getDb()).update(apps).set({ status: 'suspended' }).where(eq(apps.id, stored.id));
      const again = await findSimulatedApps(URL_BASE, env, null);
      expect(again.apps).toEqual(first.apps);
    },
  );

  it('uses every active app once there are some', async () => {
    await ensureAdmin(env.ADMIN_EMAIL, password);
    const owner = await signedIn();
    const active = await appOf(owner, { platform: 'web' });
    const suspended = await appOf(owner);
    await (await getDb()).update(apps).set({ status: 'suspended' }).where(eq(apps.id, suspended.id));
    const found = await findSimulatedApps(URL_BASE, env, null);
    expect(found.apps).toContainEqual({ appKey: active.appKey, platform: 'web' });
    expect(found.apps.map((app) => app.appKey)).not.toContain(suspended.appKey);
  });

  it('says what to do without a demo password', async () => {
    await expect(findSimulatedApps(URL_BASE, {}, null)).rejects.toThrow(/seed:demo/);
  });
});
