/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { GET } from '@/app/api/admin/apps/route';
import type { App } from '@/lib/api/types';
import {
  apiRequest,
  expectError,
  minutesAgo,
  quotaWindow,
  setupRouteTest,
  type SignedIn,
} from '@/test/api-route';

const { appOf, insertDevices, signedIn } = setupRouteTest();

const list = (who: SignedIn | undefined, query = '') =>
  GET(apiRequest(`/api/admin/apps${query}`, { token: who?.token }));

describe('GET /api/admin/apps', () => {
  it('lists every customer’s apps with owner, device counts and quota, newest first', async () => {
    const admin = await signedIn('admin');
    const ann = await signedIn('customer', 'Ann');
    const bob = await signedIn('customer', 'Bob');
    const annApp = await appOf(ann, { name: 'Ann app' });
    const bobApp = await appOf(bob, { name: 'Bob app' });
    await insertDevices(annApp.id, [
      { deviceId: 'a', lastSeen: minutesAgo(1) },
      { deviceId: 'b', lastSeen: minutesAgo(600) },
    ]);
    await quotaWindow(annApp.id, 7);

    const response = await list(admin);
    expect(response.status).toBe(200);
    const { data, total }: { data: App[]; total: number } = await response.json();
    expect(total).toBe(data.length);
    const ids = data.map((app) => app.id);
    expect(ids.indexOf(bobApp.id)).toBeLessThan(ids.indexOf(annApp.id));
    expect(data.find((app) => app.id === annApp.id)).toEqual({
      ...annApp,
      devicesOnline: 1,
      devicesTotal: 2,
      owner: { id: ann.user.id, name: 'Ann', email: ann.user.email },
      heartbeatQuota: null,
      quota: { ...annApp.quota, used: 7, resetsAt: expect.any(String) },
    });
  });

  it('filters by owner; an unknown or malformed owner gives nothing', async () => {
    const admin = await signedIn('admin');
    const ann = await signedIn('customer', 'Ann');
    const annApps = [await appOf(ann, { name: 'One' }), await appOf(ann, { name: 'Two' })];
    await appOf(await signedIn());

    const { data, total } = await (await list(admin, `?ownerId=${ann.user.id}`)).json();
    expect(total).toBe(2);
    expect(data.map((app: App) => app.name)).toEqual(['Two', 'One']);
    expect(data.every((app: App) => app.owner?.id === ann.user.id)).toBe(true);
    expect(annApps).toHaveLength(2);
    expect(await (await list(admin, '?ownerId=not-a-uuid')).json()).toEqual({
      data: [],
      total: 0,
      defaultQuota: { limit: 150_000, windowSeconds: 60 },
    });
  });

  it('says the quota of apps without their own, as the setting gives it', async () => {
    const admin = await signedIn('admin');
    try {
      process.env.HEARTBEAT_RATE_LIMIT = '5000/1h';
      expect((await (await list(admin)).json()).defaultQuota).toEqual({ limit: 5000, windowSeconds: 3600 });
      process.env.HEARTBEAT_RATE_LIMIT = 'off';
      expect((await (await list(admin)).json()).defaultQuota).toBeNull();
    } finally {
      delete process.env.HEARTBEAT_RATE_LIMIT;
    }
  });

  it('answers 403 forbidden to customers and 401 without a token', async () => {
    await expectError(await list(await signedIn()), 403, 'forbidden');
    await expectError(await list(undefined), 401, 'unauthorized');
  });
});
