/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { DELETE as deleteOrg, PATCH as renameOrg } from '@/app/api/orgs/[id]/route';
import { PUT as chooseActive } from '@/app/api/orgs/active/route';
import { GET as listOrgs, POST as createOrg } from '@/app/api/orgs/route';
import { POST as signUp } from '@/app/api/v1/auth/signup/route';
import { getDb } from '@/lib/server/db/client';
import { auditLog, invitations, memberships, organisations, users } from '@/lib/server/db/schema';
import { expectError, setupRouteTest, uniqueEmail, uniqueIp } from '@/test/api-route';
import { call, invitationIn, orgWith } from '@/test/server/org-fixtures';

const { signedIn } = setupRouteTest();
jest.setTimeout(60_000);

interface Summary {
  id: string;
  name: string;
  role: string;
  memberCount: number;
  createdAt: string;
}

async function orgsOf(token: string) {
  const response = await call(listOrgs, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as { data: Summary[]; activeOrgId: string };
}

async function auditOf(orgId: string) {
  const db = await getDb();
  const rows = await db.select().from(auditLog).where(eq(auditLog.orgId, orgId));
  return rows.map((row) => ({ action: row.action, label: row.targetLabel, summary: row.summary }));
}

describe('sign-up', () => {
  it('gives the new customer a first organisation named after them, with their id, owned and active', async () => {
    const email = uniqueEmail('new');
    const response = await call(signUp, {
      method: 'POST',
      path: '/api/v1/auth/signup',
      body: { name: 'Nora Field', email, password: 'old-lantern-tide' },
      headers: { 'x-forwarded-for': uniqueIp() },
    });
    expect(response.status).toBe(201);
    const { sessionToken, user } = (await response.json()) as { sessionToken: string; user: { id: string } };
    expect(await orgsOf(sessionToken)).toEqual({
      data: [
        {
          id: user.id,
          name: 'Nora Field',
          role: 'owner',
          memberCount: 1,
          requireTwoFactor: false,
          createdAt: expect.any(String),
        },
      ],
      activeOrgId: user.id,
    });
    const db = await getDb();
    const [row] = await db
      .select({ activeOrgId: users.activeOrgId })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row.activeOrgId).toBe(user.id);
    // Part of the sign-up, whose entry says so (and lands in the organisation's log).
    expect((await auditOf(user.id)).map(({ action }) => action)).toEqual(['auth.sign_up']);
  });
});

describe('organisations', () => {
  it('lists the caller organisations with their role, member count and the active one', async () => {
    const ann = await signedIn('customer', 'Ann');
    const bob = await signedIn('customer', 'Bob');
    const first = await orgWith('First', [[ann.user.id, 'viewer']]);
    const second = await orgWith('Second', [
      [ann.user.id, 'admin'],
      [bob.user.id, 'owner'],
    ]);
    await orgWith('Not hers', [[bob.user.id, 'owner']]);
    const listed = await orgsOf(ann.token);
    // Her personal organisation (from sign-up; signedIn does the same) first, then by joining.
    expect(listed.data.map(({ id, name, role, memberCount }) => ({ id, name, role, memberCount }))).toEqual([
      { id: ann.user.id, name: 'Ann', role: 'owner', memberCount: 1 },
      { id: first, name: 'First', role: 'viewer', memberCount: 1 },
      { id: second, name: 'Second', role: 'admin', memberCount: 2 },
    ]);
    expect(listed.activeOrgId).toBe(ann.user.id);
  });

  it('creates one the caller owns, which becomes active; audited under it', async () => {
    const ann = await signedIn('customer', 'Ann');
    const response = await call(createOrg, {
      token: ann.token,
      method: 'POST',
      body: { name: '  Acme Labs ' },
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: Summary };
    expect(data).toMatchObject({ name: 'Acme Labs', role: 'owner', memberCount: 1 });
    expect((await orgsOf(ann.token)).activeOrgId).toBe(data.id);
    expect(await auditOf(data.id)).toEqual([
      {
        action: 'org.create',
        label: 'Acme Labs',
        summary: [{ field: 'name', before: null, after: 'Acme Labs' }],
      },
    ]);
    const empty = await call(createOrg, { token: ann.token, method: 'POST', body: { name: '   ' } });
    expect(await empty.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { name: 'required' } },
    });
  });

  it('owners rename it', async () => {
    const ann = await signedIn('customer', 'Ann');
    const orgId = await orgWith('Old', [[ann.user.id, 'owner']]);
    const response = await call(renameOrg, {
      token: ann.token,
      method: 'PATCH',
      params: { id: orgId },
      body: { name: 'New' },
    });
    expect(await response.json()).toEqual({
      data: expect.objectContaining({ id: orgId, name: 'New', role: 'owner' }),
    });
    expect(await auditOf(orgId)).toEqual([
      { action: 'org.rename', label: 'New', summary: [{ field: 'name', before: 'Old', after: 'New' }] },
    ]);
  });

  it('owners delete it with its memberships and invitations; members fall back to another', async () => {
    const ann = await signedIn('customer', 'Ann');
    const bob = await signedIn('customer', 'Bob');
    const bobsOwn = bob.user.id; // his personal organisation
    const orgId = await orgWith('Doomed', [
      [ann.user.id, 'owner'],
      [bob.user.id, 'member'],
    ]);
    await invitationIn(orgId);
    await call(chooseActive, { token: bob.token, method: 'PUT', body: { orgId } });
    expect(
      (await call(deleteOrg, { token: ann.token, method: 'DELETE', params: { id: orgId } })).status,
    ).toBe(204);
    const db = await getDb();
    expect(await db.select().from(organisations).where(eq(organisations.id, orgId))).toEqual([]);
    expect(await db.select().from(memberships).where(eq(memberships.orgId, orgId))).toEqual([]);
    expect(await db.select().from(invitations).where(eq(invitations.orgId, orgId))).toEqual([]);
    expect((await orgsOf(bob.token)).activeOrgId).toBe(bobsOwn);
    expect((await auditOf(orgId)).map(({ action }) => action)).toEqual(['org.delete']);
  });

  it('the switcher makes another of theirs active; a foreign or malformed id is a 404', async () => {
    const ann = await signedIn('customer', 'Ann');
    const bob = await signedIn('customer', 'Bob');
    const first = ann.user.id; // their personal organisations
    const second = await orgWith('Second', [[ann.user.id, 'viewer']]);
    const bobs = bob.user.id;
    const choose = (orgId: string) =>
      call(chooseActive, { token: ann.token, method: 'PUT', body: { orgId } });
    expect((await orgsOf(ann.token)).activeOrgId).toBe(first);
    const response = await choose(second.toUpperCase());
    expect(await response.json()).toEqual({ data: expect.objectContaining({ id: second, role: 'viewer' }) });
    expect((await orgsOf(ann.token)).activeOrgId).toBe(second);
    await expectError(await choose(bobs), 404, 'not_found');
    await expectError(await choose('not-an-id'), 404, 'not_found');
    expect((await orgsOf(ann.token)).activeOrgId).toBe(second);
  });
});
