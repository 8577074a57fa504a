/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';

import { GET as appsGet } from '@/app/api/admin/apps/route';
import { GET as contactMessagesGet } from '@/app/api/admin/contact-messages/route';
import { GET as customersGet } from '@/app/api/admin/customers/route';
import { GET as statsGet } from '@/app/api/admin/stats/route';
import { POST as contactPost } from '@/app/api/contact/route';
import { RECORD_COOKIE } from '@/lib/auth/sign-in-record';
import { revokeSession } from '@/lib/server/auth/sessions';
import { adminDashboardFirstAnswers } from '@/lib/server/first-render/admin-dashboard';
import { apiRequest, minutesAgo, setupRouteTest, uniqueEmail, uniqueIp } from '@/test/api-route';
import {
  apiAnswer,
  clearRequestCookies,
  expectAgreeing,
  setRequestCookie,
  signInCookie,
} from '@/test/server/page-request';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

jest.mock(
  'next/headers',
  () =>
    jest.requireActual<typeof import('@/test/server/page-request')>('@/test/server/page-request').nextHeaders,
);

const { appOf, insertDevices, signedIn } = setupRouteTest();

afterEach(() => {
  clearRequestCookies();
  delete process.env.DASHBOARD_API_URL;
});

describe('adminDashboardFirstAnswers', () => {
  it('answers an admin the four calls exactly as the API does', async () => {
    const admin = await signedIn('admin');
    const ann = await signedIn('customer', 'Ann');
    const app = await appOf(ann, { platform: 'ios', name: 'Ann’s app' });
    await insertDevices(app.id, [{ deviceId: 'a', platform: 'ios', lastSeen: minutesAgo(1) }]);
    const sent = await contactPost(
      apiRequest('/api/contact', {
        method: 'POST',
        body: { name: 'Bea', email: uniqueEmail(), message: 'Where is my key?' },
        headers: { 'x-forwarded-for': uniqueIp() },
      }),
    );
    expect(sent.status).toBe(201);
    signInCookie(admin);

    let first = await adminDashboardFirstAnswers();
    await expectAgreeing(async () => {
      first = await adminDashboardFirstAnswers();
      return [
        [first.stats, await apiAnswer(statsGet, '/api/admin/stats', admin.token)],
        [first.apps, await apiAnswer(appsGet, '/api/admin/apps', admin.token)],
        [first.customers, await apiAnswer(customersGet, '/api/admin/customers', admin.token)],
        [
          first.contactMessages,
          await apiAnswer(contactMessagesGet, '/api/admin/contact-messages?limit=10', admin.token),
        ],
      ];
    });
    // What the dashboard shows from them: the app by name, the message with its time as text.
    expect(first.apps?.data.map((one) => one.name)).toContain('Ann’s app');
    expect(first.contactMessages?.data[0]).toMatchObject({ name: 'Bea', createdAt: expect.any(String) });
    expect(first.stats?.data.devicesTotal).toBeGreaterThanOrEqual(1);
  });

  it('answers nothing to a customer, even one whose cookie claims the admin role', async () => {
    signInCookie(await signedIn('customer'), 'admin');
    expect(await adminDashboardFirstAnswers()).toEqual({});
  });

  it('answers nothing without a valid token: none, not a record, signed out', async () => {
    expect(await adminDashboardFirstAnswers()).toEqual({});
    setRequestCookie(RECORD_COOKIE, 'not-a-record');
    expect(await adminDashboardFirstAnswers()).toEqual({});
    const admin = await signedIn('admin');
    signInCookie(admin);
    await revokeSession(admin.token);
    expect(await adminDashboardFirstAnswers()).toEqual({});
  });

  it('leaves the calls to the browser when another service answers them', async () => {
    signInCookie(await signedIn('admin'));
    process.env.DASHBOARD_API_URL = 'https://api.example.com';
    expect(await adminDashboardFirstAnswers()).toEqual({});
  });
});
