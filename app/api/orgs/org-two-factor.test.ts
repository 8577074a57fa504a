/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { GET as listApps } from '@/app/api/apps/route';
import { DELETE as removeMember } from '@/app/api/orgs/[id]/members/[userId]/route';
import { GET as listMembers } from '@/app/api/orgs/[id]/members/route';
import { PATCH as changeOrg } from '@/app/api/orgs/[id]/route';
import { GET as listOrgs } from '@/app/api/orgs/route';
import { ORG_HEADER } from '@/lib/auth/org-roles';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { createApiToken } from '@/lib/server/auth/api-tokens';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { setupRouteTest } from '@/test/api-route';
import { withTwoFactor } from '@/test/server/fixtures';
import { call, orgWith } from '@/test/server/org-fixtures';

const { signedIn } = setupRouteTest();

const appsIn = (token: string, orgId: string) =>
  call(listApps, { token, path: '/api/apps', headers: { [ORG_HEADER]: orgId } });

describe('an organisation that requires two-factor sign-in', () => {
  it('is switched by owners who have it; every call of it refuses a member without it, other organisations not', async () => {
    const owner = await signedIn('customer', 'Olga');
    const admin = await signedIn('customer', 'Adam');
    const member = await signedIn('customer', 'Mia');
    const orgId = await orgWith('Vault', [
      [owner.user.id, 'owner'],
      [admin.user.id, 'admin'],
      [member.user.id, 'member'],
    ]);
    const require = (token: string, requireTwoFactor: boolean) =>
      call(changeOrg, {
        token,
        method: 'PATCH',
        path: `/api/orgs/${orgId}`,
        body: { requireTwoFactor },
        params: { id: orgId },
      });

    // An owner without it would lock themselves out; an admin may not.
    const locked = await require(owner.token, true);
    expect(locked.status).toBe(403);
    expect((await locked.json()).error.code).toBe('mfa_required');
    await withTwoFactor(owner.user.id);
    await withTwoFactor(admin.user.id);
    expect((await require(admin.token, true)).status).toBe(403);
    const on = await require(owner.token, true);
    expect(on.status).toBe(200);
    expect((await on.json()).data).toMatchObject({ id: orgId, requireTwoFactor: true });

    // The member without it: refused in this organisation, on every kind of call, with its code.
    const refused = await appsIn(member.token, orgId);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('mfa_required');
    const members = await call(listMembers, { token: member.token, params: { id: orgId } });
    expect(members.status).toBe(403);
    // Their own organisation is not affected, and the list of theirs still says which one asks it.
    expect((await appsIn(member.token, member.user.id)).status).toBe(200);
    const theirs = await (await call(listOrgs, { token: member.token })).json();
    expect(theirs.data.find((org: { id: string }) => org.id === orgId)).toMatchObject({
      requireTwoFactor: true,
    });

    // Those who have it go on; the members list says who has it.
    expect((await appsIn(admin.token, orgId)).status).toBe(200);
    const list = await (await call(listMembers, { token: owner.token, params: { id: orgId } })).json();
    expect(
      Object.fromEntries(
        list.data.map((row: { name: string; twoFactor: boolean }) => [row.name, row.twoFactor]),
      ),
    ).toEqual({ Olga: true, Adam: true, Mia: false });

    // Once the member sets it up, they are let in.
    await withTwoFactor(member.user.id);
    expect((await appsIn(member.token, orgId)).status).toBe(200);

    const db = await getDb();
    const entries = await db.select().from(auditLog).where(eq(auditLog.orgId, orgId));
    expect(entries.find((entry) => entry.action === 'org.two_factor_change')?.summary).toEqual([
      { field: 'requireTwoFactor', before: 'false', after: 'true' },
    ]);
  });

  it('refuses a personal token of a member without it, but lets them leave', async () => {
    const owner = await signedIn('customer', 'Otto');
    const member = await signedIn('customer', 'Max');
    const orgId = await orgWith('Locked', [
      [owner.user.id, 'owner'],
      [member.user.id, 'member'],
    ]);
    await withTwoFactor(owner.user.id);
    const { token } = await createApiToken(
      'personal',
      orgId,
      member.user,
      { name: 'Script', scopes: ['apps:read'] },
      SYSTEM_SOURCE,
    );
    expect((await appsIn(token, orgId)).status).toBe(200);
    await call(changeOrg, {
      token: owner.token,
      method: 'PATCH',
      path: `/api/orgs/${orgId}`,
      body: { requireTwoFactor: true },
      params: { id: orgId },
    });
    const refused = await appsIn(token, orgId);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('mfa_required');

    const left = await call(removeMember, {
      token: member.token,
      method: 'DELETE',
      params: { id: orgId, userId: member.user.id },
    });
    expect(left.status).toBe(204);
  });
});
