/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { GET } from '@/app/api/devices/[appId]/[deviceId]/route';
import { apiRequest, expectError, minutesAgo, setupRouteTest, type SignedIn } from '@/test/api-route';

const { appOf, insertDevices, signedIn } = setupRouteTest();

const get = (who: SignedIn | undefined, appId: string, deviceId: string) =>
  GET(apiRequest(`/api/devices/${appId}/${deviceId}`, { token: who?.token }), {
    params: Promise.resolve({ appId, deviceId }),
  });

describe('GET /api/devices/:appId/:deviceId', () => {
  it("answers the device's owner and admins, and 404 to anyone else", async () => {
    const ann = await signedIn();
    const app = await appOf(ann, { name: 'Fleet' });
    await insertDevices(app.id, [
      {
        deviceId: 'pump-7',
        model: 'P7',
        osVersion: '14',
        lastSeen: minutesAgo(1),
        firstSeen: minutesAgo(60),
      },
    ]);

    const own = await get(ann, app.id, 'pump-7');
    expect(own.status).toBe(200);
    expect((await own.json()).data).toEqual({
      deviceId: 'pump-7',
      appId: app.id,
      appName: 'Fleet',
      platform: 'android',
      model: 'P7',
      osVersion: '14',
      sdkVersion: null,
      appVersion: null,
      firstSeen: expect.any(String),
      lastSeen: expect.any(String),
      online: true,
      tags: [],
      attributes: {},
      sessions: [],
      changes: [],
    });
    expect((await get(await signedIn('admin'), app.id, 'pump-7')).status).toBe(200);

    // Another customer's device looks exactly like one that does not exist.
    const stranger = await signedIn('customer', 'Bob');
    await expectError(await get(stranger, app.id, 'pump-7'), 404, 'not_found');
    await expectError(await get(ann, app.id, 'pump-8'), 404, 'not_found');
    await expectError(await get(ann, 'not-a-uuid', 'pump-7'), 404, 'not_found');
    await expectError(await get(undefined, app.id, 'pump-7'), 401, 'unauthorized');
  });
});
