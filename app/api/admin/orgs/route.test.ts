/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { GET } from '@/app/api/admin/orgs/route';
import type { AdminOrgList } from '@/lib/api/contract/orgs';
import {
  apiRequest,
  expectError,
  minutesAgo,
  setupRouteTest,
  uniqueEmail,
  type SignedIn,
} from '@/test/api-route';
import { orgWith } from '@/test/server/org-fixtures';

const { appOf, insertDevices, signedIn } = setupRouteTest();

const list = (who?: SignedIn, query = '') =>
  GET(apiRequest(`/api/admin/orgs${query}`, { token: who?.token }));

async function listed(who: SignedIn, query = ''): Promise<AdminOrgList> {
  const response = await list(who, query);
  expect(response.status).toBe(200);
  return response.json();
}

describe('GET /api/admin/orgs', () => {
  it('lists every organisation, newest first, with its exact counts and owners', async () => {
    const admin = await signedIn('admin', 'Root');
    const olive = await signedIn('customer', 'Olive');
    const mia = await signedIn('customer', 'Mia');
    const team = await orgWith(`Team ${uniqueEmail('t')}`, [
      [olive.user.id, 'owner'],
      [mia.user.id, 'member'],
    ]);
    const [one, two] = [await appOf(olive, {}, team), await appOf(olive, {}, team)];
    await insertDevices(one.id, [
      { deviceId: 'a', lastSeen: new Date() },
      { deviceId: 'b', lastSeen: minutesAgo(600) },
    ]);
    await insertDevices(two.id, [{ deviceId: 'c', lastSeen: new Date() }]);

    const { data, total } = await listed(admin);
    expect(total).toBe(data.length);
    const ids = data.map((org) => org.id);
    // Olive's personal organisation, then Mia's, then the team: the newest first.
    expect(ids.indexOf(team)).toBeLessThan(ids.indexOf(mia.user.id));
    expect(ids.indexOf(mia.user.id)).toBeLessThan(ids.indexOf(olive.user.id));
    expect(data.find((org) => org.id === team)).toEqual({
      id: team,
      name: expect.stringMatching(/^Team /),
      createdAt: expect.any(String),
      members: 2,
      apps: 2,
      devices: 3,
      onlineDevices: 2,
      owners: [{ id: olive.user.id, name: 'Olive', email: olive.user.email }],
    });
    expect(data.find((org) => org.id === mia.user.id)).toEqual({
      id: mia.user.id,
      name: 'Mia',
      createdAt: expect.any(String),
      members: 1,
      apps: 0,
      devices: 0,
      onlineDevices: 0,
      owners: [{ id: mia.user.id, name: 'Mia', email: mia.user.email }],
    });
    // Admins belong to no organisation.
    expect(ids).not.toContain(admin.user.id);
  });

  it('searches the name and the owners’ emails, whatever the case', async () => {
    const admin = await signedIn('admin', 'Root');
    const owner = await signedIn('customer', 'Zed');
    const member = await signedIn('customer', 'Yan');
    const marker = `Qx${Date.now()}`;
    const team = await orgWith(`Blue ${marker} Team`, [
      [owner.user.id, 'owner'],
      [member.user.id, 'member'],
    ]);

    const byName = await listed(admin, `?search=${encodeURIComponent(marker.toLowerCase())}`);
    expect(byName.data.map((org) => org.id)).toEqual([team]);
    expect(byName.total).toBe(1);

    const byOwner = await listed(admin, `?search=${encodeURIComponent(owner.user.email.toUpperCase())}`);
    expect(byOwner.data.map((org) => org.id).sort()).toEqual([owner.user.id, team].sort());

    // A member who is not an owner does not make the organisation theirs.
    const byMember = await listed(admin, `?search=${encodeURIComponent(member.user.email)}`);
    expect(byMember.data.map((org) => org.id)).toEqual([member.user.id]);

    // Wildcards are letters here.
    expect((await listed(admin, '?search=%25%25_')).data).toEqual([]);
  });

  it('answers 400 validation_failed for a search longer than a search box takes', async () => {
    const admin = await signedIn('admin', 'Root');
    const response = await list(admin, `?search=${'a'.repeat(101)}`);
    await expectError(response, 400, 'validation_failed');
  });

  it('answers 403 forbidden to customers and 401 without a token', async () => {
    await expectError(await list(await signedIn()), 403, 'forbidden');
    await expectError(await list(), 401, 'unauthorized');
  });
});
