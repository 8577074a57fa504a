/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';

import { GET as customersGet } from '@/app/api/admin/customers/route';
import { GET as statsGet } from '@/app/api/admin/stats/route';
import { revokeSession } from '@/lib/server/auth/sessions';
import { userDashboardFirstAnswers } from '@/lib/server/first-render/user-dashboard';
import { minutesAgo, setupRouteTest } from '@/test/api-route';
import { orgWith } from '@/test/server/org-fixtures';
import {
  apiAnswer,
  clearRequestCookies,
  expectAgreeing,
  setRequestHeaders,
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

describe('userDashboardFirstAnswers', () => {
  it("answers an admin the chosen customer's figures and the customers exactly as the API does", async () => {
    const admin = await signedIn('admin');
    const ann = await signedIn('customer', 'Ann');
    const bob = await signedIn('customer', 'Bob');
    const annApp = await appOf(ann, { platform: 'ios', name: 'Ann’s app' });
    await insertDevices(annApp.id, [{ deviceId: 'a', platform: 'ios', lastSeen: minutesAgo(1) }]);
    await appOf(bob, { platform: 'android', name: 'Bob’s app' });
    signInCookie(admin);

    const first = await userDashboardFirstAnswers(ann.user.id);

    expect(first.ownerId).toBe(ann.user.id);
    expect(first.stats).toEqual(
      await apiAnswer(statsGet, `/api/admin/stats?ownerId=${ann.user.id}`, admin.token),
    );
    await expectAgreeing(async () => [
      [
        (await userDashboardFirstAnswers(ann.user.id)).customers,
        await apiAnswer(customersGet, '/api/admin/customers', admin.token),
      ],
    ]);
    // Ann's figures, not every customer's: her one app and device.
    expect(first.stats?.data).toMatchObject({ apps: 1, devicesTotal: 1 });
    expect(first.stats?.data.recentApps.map((app) => app.name)).toEqual(['Ann’s app']);
    expect(first.customers?.data.map((customer) => customer.name)).toEqual(
      expect.arrayContaining(['Ann', 'Bob']),
    );
  });

  it('answers every customer without a choice, and no one for a customer that is not one', async () => {
    const admin = await signedIn('admin');
    signInCookie(admin);
    const all = await userDashboardFirstAnswers(undefined);
    expect(all.ownerId).toBe('');
    await expectAgreeing(async () => [
      [
        (await userDashboardFirstAnswers(undefined)).stats,
        await apiAnswer(statsGet, '/api/admin/stats', admin.token),
      ],
    ]);

    // The browser reads a repeated parameter's first value; the API reads a malformed one as no one.
    const unknown = await userDashboardFirstAnswers(['not-a-customer', 'another']);
    expect(unknown.ownerId).toBe('not-a-customer');
    expect(unknown.stats).toEqual(
      await apiAnswer(statsGet, '/api/admin/stats?ownerId=not-a-customer', admin.token),
    );
    expect(unknown.stats?.data).toMatchObject({ apps: 0, devicesTotal: 0 });
  });

  it('answers the figures of the organisation `orgId` names, which wins over `customer`', async () => {
    const admin = await signedIn('admin');
    const ann = await signedIn('customer', 'Ann');
    const team = await orgWith('Ann’s team', [[ann.user.id, 'owner']]);
    await appOf(ann, { name: 'Team app' }, team);
    await appOf(ann, { name: 'Ann’s own app' });
    signInCookie(admin);

    const first = await userDashboardFirstAnswers(ann.user.id, team);

    expect(first).toMatchObject({ ownerId: ann.user.id, orgId: team });
    expect(first.stats).toEqual(await apiAnswer(statsGet, `/api/admin/stats?orgId=${team}`, admin.token));
    expect(first.stats?.data.recentApps.map((app) => app.name)).toEqual(['Team app']);
  });

  it("leaves the customer list to the select on the page's later renders (another customer chosen)", async () => {
    const admin = await signedIn('admin');
    const ann = await signedIn('customer', 'Ann');
    signInCookie(admin);
    setRequestHeaders({ rsc: '1', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' });

    const first = await userDashboardFirstAnswers(ann.user.id);

    expect(first.stats).toEqual(
      await apiAnswer(statsGet, `/api/admin/stats?ownerId=${ann.user.id}`, admin.token),
    );
    expect(first).not.toHaveProperty('customers');
  });

  it('answers nothing but the choice to a customer, to nobody and for another service', async () => {
    const ann = await signedIn('customer', 'Ann');
    signInCookie(ann, 'admin');
    expect(await userDashboardFirstAnswers(ann.user.id)).toEqual({ ownerId: ann.user.id, orgId: '' });
    clearRequestCookies();
    expect(await userDashboardFirstAnswers(undefined)).toEqual({ ownerId: '', orgId: '' });
    const admin = await signedIn('admin');
    signInCookie(admin);
    process.env.DASHBOARD_API_URL = 'https://api.example.com';
    expect(await userDashboardFirstAnswers(undefined)).toEqual({ ownerId: '', orgId: '' });
    delete process.env.DASHBOARD_API_URL;
    await revokeSession(admin.token);
    expect(await userDashboardFirstAnswers(undefined)).toEqual({ ownerId: '', orgId: '' });
  });
});
