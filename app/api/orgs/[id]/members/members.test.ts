/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';

import { DELETE as remove, PATCH as changeRole } from '@/app/api/orgs/[id]/members/[userId]/route';
import { GET as list } from '@/app/api/orgs/[id]/members/route';
import type { OrgRole } from '@/lib/auth/org-roles';
import { getDb } from '@/lib/server/db/client';
import { auditLog, memberships, users } from '@/lib/server/db/schema';
import { activeOrg, orgContextOf } from '@/lib/server/orgs/active';
import { apiRequest, expectError, setupRouteTest, type SignedIn } from '@/test/api-route';
import { call, orgWith } from '@/test/server/org-fixtures';

const { signedIn } = setupRouteTest();
jest.setTimeout(60_000);

const patch = (caller: SignedIn, orgId: string, userId: string, body: unknown) =>
  call(changeRole, { token: caller.token, method: 'PATCH', params: { id: orgId, userId }, body });
const del = (caller: SignedIn, orgId: string, userId: string) =>
  call(remove, { token: caller.token, method: 'DELETE', params: { id: orgId, userId } });

async function rolesIn(orgId: string): Promise<Record<string, OrgRole>> {
  const db = await getDb();
  const rows = await db.select().from(memberships).where(eq(memberships.orgId, orgId));
  return Object.fromEntries(rows.map((row) => [row.userId, row.role]));
}

async function auditOf(orgId: string) {
  const db = await getDb();
  const rows = await db.select().from(auditLog).where(eq(auditLog.orgId, orgId));
  return rows.map((row) => ({ action: row.action, target: row.targetId, summary: row.summary }));
}

describe('the members list', () => {
  it('shows every member with name, email, role, joined, last active and two-factor sign-in', async () => {
    const owner = await signedIn('customer', 'Olive');
    const viewer = await signedIn('customer', 'Vic');
    const orgId = await orgWith('Team', [
      [owner.user.id, 'owner'],
      [viewer.user.id, 'viewer'],
    ]);
    const db = await getDb();
    const lastActive = new Date('2026-11-30T10:00:00Z');
    await db
      .update(memberships)
      .set({ lastActiveAt: lastActive })
      .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, owner.user.id)));
    const response = await call(list, { token: viewer.token, params: { id: orgId } });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown>[] };
    expect(data).toEqual([
      {
        userId: owner.user.id,
        name: 'Olive',
        email: owner.user.email,
        role: 'owner',
        joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lastActiveAt: lastActive.toISOString(),
        twoFactor: false,
      },
      expect.objectContaining({ userId: viewer.user.id, name: 'Vic', role: 'viewer', lastActiveAt: null }),
    ]);
    const stranger = await signedIn('customer', 'Stan');
    await expectError(await call(list, { token: stranger.token, params: { id: orgId } }), 404, 'not_found');
  });
});

describe('roles', () => {
  it('an owner changes a role; the audit log of the organisation says from what to what', async () => {
    const owner = await signedIn('customer', 'Olive');
    const member = await signedIn('customer', 'Mia');
    const orgId = await orgWith('Team', [
      [owner.user.id, 'owner'],
      [member.user.id, 'member'],
    ]);
    const response = await patch(owner, orgId, member.user.id, { role: 'admin' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { userId: member.user.id, role: 'admin' } });
    expect(await auditOf(orgId)).toEqual([
      {
        action: 'member.role_change',
        target: member.user.id,
        summary: [{ field: 'role', before: 'member', after: 'admin' }],
      },
    ]);
  });

  it('an admin cannot touch an owner nor make anyone owner', async () => {
    const owner = await signedIn('customer', 'Olive');
    const admin = await signedIn('customer', 'Adam');
    const member = await signedIn('customer', 'Mia');
    const orgId = await orgWith('Team', [
      [owner.user.id, 'owner'],
      [admin.user.id, 'admin'],
      [member.user.id, 'member'],
    ]);
    await expectError(await patch(admin, orgId, owner.user.id, { role: 'viewer' }), 403, 'role_forbidden');
    await expectError(await patch(admin, orgId, member.user.id, { role: 'owner' }), 403, 'role_forbidden');
    await expectError(await patch(admin, orgId, admin.user.id, { role: 'owner' }), 403, 'role_forbidden');
    await expectError(await del(admin, orgId, owner.user.id), 403, 'role_forbidden');
    expect((await patch(admin, orgId, member.user.id, { role: 'viewer' })).status).toBe(200);
    expect(await rolesIn(orgId)).toEqual({
      [owner.user.id]: 'owner',
      [admin.user.id]: 'admin',
      [member.user.id]: 'viewer',
    });
  });

  it('the last owner cannot be demoted (409 last_owner); with a second owner they can', async () => {
    const owner = await signedIn('customer', 'Olive');
    const member = await signedIn('customer', 'Mia');
    const orgId = await orgWith('Team', [
      [owner.user.id, 'owner'],
      [member.user.id, 'member'],
    ]);
    await expectError(await patch(owner, orgId, owner.user.id, { role: 'admin' }), 409, 'last_owner');
    expect((await patch(owner, orgId, member.user.id, { role: 'owner' })).status).toBe(200);
    expect((await patch(owner, orgId, owner.user.id, { role: 'admin' })).status).toBe(200);
    expect(await rolesIn(orgId)).toEqual({ [owner.user.id]: 'admin', [member.user.id]: 'owner' });
    // The former owner, now an admin, cannot take it back.
    await expectError(await patch(owner, orgId, member.user.id, { role: 'admin' }), 403, 'role_forbidden');
  });

  it('transferring ownership makes the member owner and the caller admin at once', async () => {
    const owner = await signedIn('customer', 'Olive');
    const member = await signedIn('customer', 'Mia');
    const orgId = await orgWith('Team', [
      [owner.user.id, 'owner'],
      [member.user.id, 'member'],
    ]);
    const response = await patch(owner, orgId, member.user.id, { role: 'owner', transferOwnership: true });
    expect(response.status).toBe(200);
    expect(await rolesIn(orgId)).toEqual({ [owner.user.id]: 'admin', [member.user.id]: 'owner' });
    expect(await auditOf(orgId)).toEqual([
      {
        action: 'org.ownership_transfer',
        target: member.user.id,
        summary: [{ field: 'role', before: 'member', after: 'owner' }],
      },
    ]);
    const toSelf = await patch(member, orgId, member.user.id, { role: 'owner', transferOwnership: true });
    expect(toSelf.status).toBe(400);
    const notOwner = await patch(member, orgId, owner.user.id, { role: 'admin', transferOwnership: true });
    expect(await notOwner.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { role: 'oneOf' } },
    });
  });
});

describe('removing and leaving', () => {
  it('a removed member loses access at once; their active organisation falls back to their first', async () => {
    const owner = await signedIn('customer', 'Olive');
    const member = await signedIn('customer', 'Mia');
    // Their personal organisation, which every customer has from sign-up (signedIn does the same).
    const home = member.user.id;
    const orgId = await orgWith('Team', [
      [owner.user.id, 'owner'],
      [member.user.id, 'member'],
    ]);
    const db = await getDb();
    await db.update(users).set({ activeOrgId: orgId }).where(eq(users.id, member.user.id));
    expect((await del(owner, orgId, member.user.id)).status).toBe(204);
    await expectError(await call(list, { token: member.token, params: { id: orgId } }), 404, 'not_found');
    // Every call naming it is a 404 from now on (the rule every route uses).
    await expect(
      orgContextOf(member.user, apiRequest('/api/apps', { headers: { 'X-Fleetdeck-Org': orgId } })),
    ).rejects.toMatchObject({ status: 404 });
    expect(await activeOrg(member.user.id)).toEqual({ orgId: home, role: 'owner', requireTwoFactor: false });
    expect(await auditOf(orgId)).toEqual([
      {
        action: 'member.remove',
        target: member.user.id,
        summary: [{ field: 'role', before: 'member', after: null }],
      },
    ]);
  });

  it('anyone may leave, a viewer too; the last owner may not leave nor be removed', async () => {
    const owner = await signedIn('customer', 'Olive');
    const viewer = await signedIn('customer', 'Vic');
    const orgId = await orgWith('Team', [
      [owner.user.id, 'owner'],
      [viewer.user.id, 'viewer'],
    ]);
    expect((await del(viewer, orgId, viewer.user.id)).status).toBe(204);
    await expectError(await del(owner, orgId, owner.user.id), 409, 'last_owner');
    expect(await rolesIn(orgId)).toEqual({ [owner.user.id]: 'owner' });
    expect((await auditOf(orgId)).map(({ action }) => action)).toEqual(['member.leave']);
  });

  it('an owner removes another owner while one remains', async () => {
    const owner = await signedIn('customer', 'Olive');
    const second = await signedIn('customer', 'Otto');
    const orgId = await orgWith('Team', [
      [owner.user.id, 'owner'],
      [second.user.id, 'owner'],
    ]);
    expect((await del(owner, orgId, second.user.id)).status).toBe(204);
    await expectError(await del(owner, orgId, owner.user.id), 409, 'last_owner');
    await expectError(await del(owner, orgId, second.user.id), 404, 'not_found');
  });
});
