/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';

import { GET } from '@/app/api/devices/[appId]/[deviceId]/route';
import { deviceFirstAnswer } from '@/lib/server/first-render/device-page';
import { apiRequest, minutesAgo, setupRouteTest } from '@/test/api-route';
import { clearRequestCookies, signInCookie } from '@/test/server/page-request';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

jest.mock(
  'next/headers',
  () =>
    jest.requireActual<typeof import('@/test/server/page-request')>('@/test/server/page-request').nextHeaders,
);

const { appOf, insertDevices, signedIn } = setupRouteTest();

afterEach(() => clearRequestCookies());

describe('deviceFirstAnswer', () => {
  it('answers the device’s owner and an admin as the API does, and nobody else', async () => {
    const owner = await signedIn('customer', 'Ann');
    const app = await appOf(owner);
    await insertDevices(app.id, [
      { deviceId: 'pixel-9', model: 'Pixel 9', appVersion: '2.0.0', lastSeen: minutesAgo(1) },
    ]);
    const path = `/api/devices/${app.id}/pixel-9`;
    const params = Promise.resolve({ appId: app.id, deviceId: 'pixel-9' });
    const apiAnswer = await (await GET(apiRequest(path, { token: owner.token }), { params })).json();

    signInCookie(owner);
    const first = await deviceFirstAnswer(app.id, 'pixel-9');
    expect(first).toEqual(apiAnswer);
    expect(first?.data).toMatchObject({ deviceId: 'pixel-9', model: 'Pixel 9', appVersion: '2.0.0' });

    signInCookie(await signedIn('admin'));
    expect(await deviceFirstAnswer(app.id, 'pixel-9')).toEqual(apiAnswer);

    // Someone else's device and an unknown one are left to the browser, whose call answers 404.
    signInCookie(await signedIn('customer', 'Bob'));
    expect(await deviceFirstAnswer(app.id, 'pixel-9')).toBeUndefined();
    signInCookie(owner);
    expect(await deviceFirstAnswer(app.id, 'no-such-device')).toBeUndefined();
    clearRequestCookies();
    expect(await deviceFirstAnswer(app.id, 'pixel-9')).toBeUndefined();
  });
});
