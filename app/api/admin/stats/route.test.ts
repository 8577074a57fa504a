/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { GET } from '@/app/api/admin/stats/route';
import type { Stats } from '@/lib/api/types';
import { apiRequest, expectError, minutesAgo, setupRouteTest, type SignedIn } from '@/test/api-route';

const { appOf, insertDevices, signedIn } = setupRouteTest();

async function stats(who: SignedIn, query = ''): Promise<Stats> {
  const response = await GET(apiRequest(`/api/admin/stats${query}`, { token: who.token }));
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

describe('GET /api/admin/stats', () => {
  it('answers every customer’s figures, or one customer’s', async () => {
    const admin = await signedIn('admin');
    const ann = await signedIn('customer', 'Ann');
    const bob = await signedIn('customer', 'Bob');
    const annApp = await appOf(ann, { platform: 'ios' });
    const bobApp = await appOf(bob, { platform: 'web' });
    await insertDevices(annApp.id, [{ deviceId: 'a', platform: 'ios', lastSeen: minutesAgo(1) }]);
    await insertDevices(bobApp.id, [
      { deviceId: 'b', platform: 'web', lastSeen: minutesAgo(1) },
      { deviceId: 'c', platform: 'web', lastSeen: minutesAgo(100) },
    ]);

    const all = await stats(admin);
    expect(all.apps).toBeGreaterThanOrEqual(2);
    expect(all.devicesTotal).toBeGreaterThanOrEqual(3);
    expect(all.recentApps[0].owner).toEqual({ id: bob.user.id, name: 'Bob', email: bob.user.email });

    expect(await stats(admin, `?ownerId=${bob.user.id}`)).toMatchObject({
      apps: 1,
      devicesTotal: 2,
      devicesOnline: 1,
      platforms: { android: 0, ios: 0, web: 2, other: 0 },
      recentApps: [{ id: bobApp.id }],
    });
    expect(await stats(admin, '?ownerId=junk')).toMatchObject({ apps: 0, devicesTotal: 0, recentApps: [] });
  });

  it('answers 403 forbidden to customers', async () => {
    await expectError(
      await GET(apiRequest('/api/admin/stats', { token: (await signedIn()).token })),
      403,
      'forbidden',
    );
  });
});
