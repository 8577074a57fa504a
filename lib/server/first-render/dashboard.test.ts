/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';

import { GET } from '@/app/api/stats/route';
import { FIRST_RUN_COOKIE } from '@/lib/auth/sign-in-record';
import { dashboardFirstAnswers } from '@/lib/server/first-render/dashboard';
import { minutesAgo, setupRouteTest } from '@/test/api-route';
import { apiAnswer, clearRequestCookies, setRequestCookie, signInCookie } from '@/test/server/page-request';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

jest.mock(
  'next/headers',
  () =>
    jest.requireActual<typeof import('@/test/server/page-request')>('@/test/server/page-request').nextHeaders,
);

const { appOf, insertDevices, signedIn } = setupRouteTest();

afterEach(() => clearRequestCookies());

describe('dashboardFirstAnswers', () => {
  it('answers a customer’s figures as the API does, and nobody else', async () => {
    const owner = await signedIn('customer', 'Ann');
    const app = await appOf(owner);
    await insertDevices(app.id, [{ deviceId: 'pixel-9', model: 'Pixel 9', lastSeen: minutesAgo(1) }]);
    const answer = await apiAnswer(GET, '/api/stats', owner.token);

    signInCookie(owner);
    const first = await dashboardFirstAnswers();
    expect(first.stats).toEqual(answer);
    expect(first.stats?.data).toMatchObject({ apps: 1, devicesTotal: 1, devicesOnline: 1 });

    // An admin's dashboard is another page; without a sign-in there is nobody to answer.
    signInCookie(await signedIn('admin'));
    expect(await dashboardFirstAnswers()).toEqual({});
    clearRequestCookies();
    expect(await dashboardFirstAnswers()).toEqual({});
  });

  it('reads the first-run checklist’s state from its cookie, for the signed-in customer only', async () => {
    const ann = await signedIn('customer', 'Ann');
    signInCookie(ann);
    expect((await dashboardFirstAnswers()).checklist).toBeNull();

    setRequestCookie(FIRST_RUN_COOKIE, `${ann.user.id}:shown`);
    expect((await dashboardFirstAnswers()).checklist).toBe('shown');
    setRequestCookie(FIRST_RUN_COOKIE, `${ann.user.id}:hidden`);
    expect((await dashboardFirstAnswers()).checklist).toBe('hidden');

    // Another user's state (left in this browser) is not Ann's.
    const bob = await signedIn('customer', 'Bob');
    setRequestCookie(FIRST_RUN_COOKIE, `${bob.user.id}:shown`);
    expect((await dashboardFirstAnswers()).checklist).toBeNull();
  });
});
