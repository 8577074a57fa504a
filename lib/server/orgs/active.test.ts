/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { getDb } from '@/lib/server/db/client';
import { memberships, organisations, users } from '@/lib/server/db/schema';
import { activeOrg, orgContextOf } from '@/lib/server/orgs/active';
import { signedIn } from '@/test/server/fixtures';
import { apiRequest, setupTestDatabase } from '@/test/server/support';

setupTestDatabase();
jest.setTimeout(30_000);

async function orgWith(name: string, members: [string, 'owner' | 'admin' | 'member' | 'viewer'][]) {
  const db = await getDb();
  const [org] = await db.insert(organisations).values({ name }).returning();
  for (const [userId, role] of members) await db.insert(memberships).values({ orgId: org.id, userId, role });
  return org.id;
}

const withOrg = (orgId?: string) =>
  apiRequest('/api/apps', orgId ? { headers: { 'X-Fleetdeck-Org': orgId } } : {});

describe('the organisation a call acts in', () => {
  it('is the one the header names, with the caller role there; a foreign or malformed one is a 404', async () => {
    const ann = await signedIn('customer', 'Ann');
    const bob = await signedIn('customer', 'Bob');
    const first = await orgWith('First', [[ann.user.id, 'owner']]);
    const second = await orgWith('Second', [
      [ann.user.id, 'viewer'],
      [bob.user.id, 'owner'],
    ]);
    const bobs = await orgWith('Bobs', [[bob.user.id, 'owner']]);

    expect(await orgContextOf(ann.user, withOrg(second.toUpperCase()))).toMatchObject({
      orgId: second,
      role: 'viewer',
    });
    expect(await orgContextOf(ann.user, withOrg(first))).toMatchObject({ orgId: first, role: 'owner' });
    for (const foreign of [bobs, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      await expect(orgContextOf(ann.user, withOrg(foreign))).rejects.toMatchObject({
        status: 404,
        code: 'not_found',
      });
    }
  });

  it('refuses a role without the permission with 403 role_forbidden', async () => {
    const ann = await signedIn('customer', 'Ann');
    const org = await orgWith('Shared', [[ann.user.id, 'viewer']]);
    await expect(orgContextOf(ann.user, withOrg(org), 'editApps')).rejects.toMatchObject({
      status: 403,
      code: 'role_forbidden',
    });
    await expect(orgContextOf(ann.user, withOrg(org), 'read')).resolves.toMatchObject({ role: 'viewer' });
  });

  it('without the header is the one chosen last while the caller belongs to it, else their first', async () => {
    const ann = await signedIn('customer', 'Ann');
    const db = await getDb();
    await db.delete(memberships).where(eq(memberships.userId, ann.user.id));
    expect(await activeOrg(ann.user.id)).toBeNull();
    await expect(orgContextOf(ann.user, withOrg())).rejects.toMatchObject({ status: 404 });

    const first = await orgWith('First', [[ann.user.id, 'member']]);
    const second = await orgWith('Second', [[ann.user.id, 'admin']]);
    expect(await orgContextOf(ann.user, withOrg())).toMatchObject({ orgId: first, role: 'member' });

    await db.update(users).set({ activeOrgId: second }).where(eq(users.id, ann.user.id));
    expect(await orgContextOf(ann.user, withOrg())).toMatchObject({ orgId: second, role: 'admin' });

    // Removed from the one chosen last: back to the first.
    await db.delete(memberships).where(eq(memberships.orgId, second));
    expect(await orgContextOf(ann.user, withOrg())).toMatchObject({ orgId: first, role: 'member' });
  });

  it('records when a member was last active, at most once a minute', async () => {
    const ann = await signedIn('customer', 'Ann');
    const org = await orgWith('Team', [[ann.user.id, 'owner']]);
    const lastActive = async () => {
      const db = await getDb();
      const [row] = await db.select().from(memberships).where(eq(memberships.orgId, org));
      return row.lastActiveAt;
    };
    expect(await lastActive()).toBeNull();
    await orgContextOf(ann.user, withOrg(org));
    const once = await lastActive();
    expect(once).toBeInstanceOf(Date);
    await orgContextOf(ann.user, withOrg(org));
    expect(await lastActive()).toEqual(once);
  });
});
