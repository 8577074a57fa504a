/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';

import { GET as adminCustomersGET } from '@/app/api/admin/customers/route';
import { GET as adminDevicesGET } from '@/app/api/admin/devices/route';
import { GET as appsGET } from '@/app/api/apps/route';
import { GET as devicesGET } from '@/app/api/devices/route';
import { onlineDevicesFirstAnswers } from '@/lib/server/first-render/online-devices';
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

afterEach(() => clearRequestCookies());

const query = (params: Record<string, string>) => Promise.resolve(params);

describe('onlineDevicesFirstAnswers', () => {
  it('answers the table’s calls for the page’s address as the API does', async () => {
    const owner = await signedIn('customer', 'Ann');
    const app = await appOf(owner);
    await insertDevices(app.id, [
      { deviceId: 'pixel-1', model: 'Pixel 8', lastSeen: minutesAgo(1) },
      { deviceId: 'pixel-2', model: 'Pixel 9', lastSeen: minutesAgo(2) },
      { deviceId: 'iphone-1', model: 'iPhone 15', lastSeen: minutesAgo(3) },
    ]);
    signInCookie(owner);

    // The table's own call for `?q=pixel&sort=deviceId`: page 1 of 25, ascending by device id.
    const first = await onlineDevicesFirstAnswers(query({ q: 'pixel', sort: 'deviceId' }), { admin: false });
    const path = '/api/devices?page=1&pageSize=25&sort=deviceId%3Aasc&q=pixel&status=online';
    expect(first.devices).toEqual({
      key: `devices?${path.split('?')[1]}`,
      page: await apiAnswer(devicesGET, path, owner.token),
    });
    expect(first.devices?.page.data.map((device) => device.deviceId)).toEqual(['pixel-1', 'pixel-2']);
    expect(first.apps).toEqual(await apiAnswer(appsGET, '/api/apps', owner.token));
    expect(first.apps?.data.map((item) => item.name)).toEqual([app.name]);
    // The owner filter is the admin's alone.
    expect(first).not.toHaveProperty('customers');
  });

  it('answers an admin with every customer’s devices, and a customer nothing on the admin page', async () => {
    const owner = await signedIn('customer', 'Bea');
    const app = await appOf(owner);
    await insertDevices(app.id, [{ deviceId: 'tab-1', model: 'Tab S9', lastSeen: minutesAgo(1) }]);
    const admin = await signedIn('admin');
    signInCookie(admin);
    const first = await onlineDevicesFirstAnswers(query({ owner: owner.user.id }), { admin: true });
    const path = `/api/admin/devices?page=1&pageSize=25&sort=lastSeen%3Adesc&status=online&ownerId=${owner.user.id}`;
    expect(first.devices?.page).toEqual(await apiAnswer(adminDevicesGET, path, admin.token));
    expect(first.devices?.page.data).toEqual([
      expect.objectContaining({ deviceId: 'tab-1', owner: expect.objectContaining({ name: 'Bea' }) }),
    ]);
    // The owner filter's customers, Bea among them, as the select asks for them.
    await expectAgreeing(async () => [
      [
        (await onlineDevicesFirstAnswers(query({ owner: owner.user.id }), { admin: true })).customers,
        await apiAnswer(adminCustomersGET, '/api/admin/customers', admin.token),
      ],
    ]);
    expect(first.customers?.data.map((customer) => customer.name)).toContain('Bea');

    signInCookie(owner);
    expect(await onlineDevicesFirstAnswers(query({}), { admin: true })).toEqual({});
  });

  it('answers an admin with the organisation `orgId` opens, its devices and apps only', async () => {
    const owner = await signedIn('customer', 'Dee');
    const team = await orgWith('Dee’s team', [[owner.user.id, 'owner']]);
    const teamApp = await appOf(owner, { name: 'Team app' }, team);
    await insertDevices(teamApp.id, [{ deviceId: 'team-1', lastSeen: minutesAgo(1) }]);
    await insertDevices((await appOf(owner)).id, [{ deviceId: 'own-1', lastSeen: minutesAgo(1) }]);
    const admin = await signedIn('admin');
    signInCookie(admin);
    const first = await onlineDevicesFirstAnswers(query({ orgId: team, owner: owner.user.id }), {
      admin: true,
    });
    const path = `/api/admin/devices?page=1&pageSize=25&sort=lastSeen%3Adesc&status=online&ownerId=${owner.user.id}&orgId=${team}`;
    expect(first.devices?.key).toBe(`admin-devices?${path.split('?')[1]}`);
    expect(first.devices?.page).toEqual(await apiAnswer(adminDevicesGET, path, admin.token));
    expect(first.devices?.page.data.map((device) => device.deviceId)).toEqual(['team-1']);
    expect(first.apps?.data.map((app) => app.name)).toEqual(['Team app']);
  });

  it('reads nothing for Next.js’s own requests or without a valid token', async () => {
    const owner = await signedIn('customer', 'Cy');
    await insertDevices((await appOf(owner)).id, [{ deviceId: 'd-1', lastSeen: minutesAgo(1) }]);
    signInCookie(owner);
    expect((await onlineDevicesFirstAnswers(query({}), { admin: false })).devices?.page.total).toBe(1);

    // The render Next.js asks for when the table changes the address (a search, a sort, a page).
    setRequestHeaders({ rsc: '1', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' });
    expect(await onlineDevicesFirstAnswers(query({ q: 'd-' }), { admin: false })).toEqual({});
    clearRequestCookies();
    expect(await onlineDevicesFirstAnswers(query({}), { admin: false })).toEqual({});
  });
});
