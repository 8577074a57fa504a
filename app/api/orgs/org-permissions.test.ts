/** @jest-environment node */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';

import { POST as resendInvitation } from '@/app/api/orgs/[id]/invitations/[iid]/resend/route';
import { DELETE as revokeInvitation } from '@/app/api/orgs/[id]/invitations/[iid]/route';
import { POST as invite } from '@/app/api/orgs/[id]/invitations/route';
import { PATCH as patchMember, DELETE as deleteMember } from '@/app/api/orgs/[id]/members/[userId]/route';
import { PATCH as renameOrg, DELETE as deleteOrg } from '@/app/api/orgs/[id]/route';
import { DELETE as revokeOrgToken } from '@/app/api/orgs/[id]/tokens/[tid]/route';
import { GET as listOrgTokens, POST as createOrgToken } from '@/app/api/orgs/[id]/tokens/route';
import { PUT as chooseActive } from '@/app/api/orgs/active/route';
import { POST as createOrg } from '@/app/api/orgs/route';
import { ORG_TOKEN_SCOPES, TOKEN_SCOPES, type TokenScope } from '@/lib/auth/api-tokens';
import { ORG_ROLES, type OrgRole } from '@/lib/auth/org-roles';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { createApiToken } from '@/lib/server/auth/api-tokens';
import { setupRouteTest, uniqueEmail, type SignedIn } from '@/test/api-route';
import { call, invitationIn, orgWith } from '@/test/server/org-fixtures';

/**
 * Every role x every state-changing route of the organisation API x own and foreign organisation, with
 * the exact status: what lib/auth/org-roles.ts allows, 403 role_forbidden for what it does not, and 404
 * for an organisation the caller does not belong to (docs/product.md, Organisations).
 */
const { signedIn } = setupRouteTest();
jest.setTimeout(120_000);

/** The organisation a case acts on: the caller's role there, a member and an owner to act on, an invitation. */
interface Scene {
  orgId: string;
  memberId: string;
  ownerId: string;
  invitationId: string;
  /** An organisation token, made by the other owner. */
  tokenId: string;
}

interface Case {
  route: string;
  /** The status per role in the caller's own organisation (a foreign one is always 404). */
  expected: Record<OrgRole, number>;
  run: (caller: SignedIn, scene: Scene) => Promise<Response>;
  /** The scope a personal API token needs for it; none: a session's alone. */
  scope?: TokenScope;
}

const ALL = (status: number): Record<OrgRole, number> => ({
  owner: status,
  admin: status,
  member: status,
  viewer: status,
});
const OWNERS = (status: number): Record<OrgRole, number> => ({
  owner: status,
  admin: 403,
  member: 403,
  viewer: 403,
});
const MANAGERS = (status: number): Record<OrgRole, number> => ({
  owner: status,
  admin: status,
  member: 403,
  viewer: 403,
});

const CASES: Case[] = [
  {
    route: 'PATCH /api/orgs/<id>',
    expected: OWNERS(200),
    run: (caller, { orgId }) =>
      call(renameOrg, {
        token: caller.token,
        method: 'PATCH',
        params: { id: orgId },
        body: { name: 'Renamed' },
      }),
  },
  {
    route: 'DELETE /api/orgs/<id>',
    expected: OWNERS(204),
    run: (caller, { orgId }) =>
      call(deleteOrg, { token: caller.token, method: 'DELETE', params: { id: orgId } }),
  },
  {
    route: 'PUT /api/orgs/active',
    expected: ALL(200),
    run: (caller, { orgId }) => call(chooseActive, { token: caller.token, method: 'PUT', body: { orgId } }),
  },
  {
    route: 'PATCH /api/orgs/<id>/members/<member> {role: viewer}',
    scope: 'members:write',
    expected: MANAGERS(200),
    run: (caller, { orgId, memberId }) =>
      call(patchMember, {
        token: caller.token,
        method: 'PATCH',
        params: { id: orgId, userId: memberId },
        body: { role: 'viewer' },
      }),
  },
  {
    route: 'PATCH /api/orgs/<id>/members/<member> {role: owner}',
    scope: 'members:write',
    expected: OWNERS(200),
    run: (caller, { orgId, memberId }) =>
      call(patchMember, {
        token: caller.token,
        method: 'PATCH',
        params: { id: orgId, userId: memberId },
        body: { role: 'owner' },
      }),
  },
  {
    route: 'PATCH /api/orgs/<id>/members/<owner> {role: admin}',
    scope: 'members:write',
    expected: OWNERS(200),
    run: (caller, { orgId, ownerId }) =>
      call(patchMember, {
        token: caller.token,
        method: 'PATCH',
        params: { id: orgId, userId: ownerId },
        body: { role: 'admin' },
      }),
  },
  {
    route: 'PATCH /api/orgs/<id>/members/<member> {role: owner, transferOwnership}',
    scope: 'members:write',
    expected: OWNERS(200),
    run: (caller, { orgId, memberId }) =>
      call(patchMember, {
        token: caller.token,
        method: 'PATCH',
        params: { id: orgId, userId: memberId },
        body: { role: 'owner', transferOwnership: true },
      }),
  },
  {
    route: 'DELETE /api/orgs/<id>/members/<member>',
    scope: 'members:write',
    expected: MANAGERS(204),
    run: (caller, { orgId, memberId }) =>
      call(deleteMember, { token: caller.token, method: 'DELETE', params: { id: orgId, userId: memberId } }),
  },
  {
    route: 'DELETE /api/orgs/<id>/members/<owner>',
    scope: 'members:write',
    expected: OWNERS(204),
    run: (caller, { orgId, ownerId }) =>
      call(deleteMember, { token: caller.token, method: 'DELETE', params: { id: orgId, userId: ownerId } }),
  },
  {
    route: 'DELETE /api/orgs/<id>/members/<self> (leave)',
    scope: 'members:write',
    expected: ALL(204),
    run: (caller, { orgId }) =>
      call(deleteMember, {
        token: caller.token,
        method: 'DELETE',
        params: { id: orgId, userId: caller.user.id },
      }),
  },
  {
    route: 'POST /api/orgs/<id>/invitations',
    scope: 'members:write',
    expected: MANAGERS(201),
    run: (caller, { orgId }) =>
      call(invite, {
        token: caller.token,
        method: 'POST',
        params: { id: orgId },
        body: { email: uniqueEmail('new'), role: 'member' },
      }),
  },
  {
    route: 'POST /api/orgs/<id>/invitations/<iid>/resend',
    scope: 'members:write',
    expected: MANAGERS(200),
    run: (caller, { orgId, invitationId }) =>
      call(resendInvitation, {
        token: caller.token,
        method: 'POST',
        params: { id: orgId, iid: invitationId },
      }),
  },
  {
    route: 'DELETE /api/orgs/<id>/invitations/<iid>',
    scope: 'members:write',
    expected: MANAGERS(204),
    run: (caller, { orgId, invitationId }) =>
      call(revokeInvitation, {
        token: caller.token,
        method: 'DELETE',
        params: { id: orgId, iid: invitationId },
      }),
  },
  {
    route: 'GET /api/orgs/<id>/tokens',
    expected: MANAGERS(200),
    run: (caller, { orgId }) => call(listOrgTokens, { token: caller.token, params: { id: orgId } }),
  },
  {
    route: 'POST /api/orgs/<id>/tokens',
    expected: MANAGERS(201),
    run: (caller, { orgId }) =>
      call(createOrgToken, {
        token: caller.token,
        method: 'POST',
        params: { id: orgId },
        body: { name: 'CI', scopes: ['devices:read'] },
      }),
  },
  {
    route: 'DELETE /api/orgs/<id>/tokens/<tid>',
    expected: MANAGERS(204),
    run: (caller, { orgId, tokenId }) =>
      call(revokeOrgToken, { token: caller.token, method: 'DELETE', params: { id: orgId, tid: tokenId } }),
  },
];

let callers: Record<OrgRole, SignedIn>;
let stranger: SignedIn;

beforeAll(async () => {
  callers = {
    owner: await signedIn('customer', 'Olive'),
    admin: await signedIn('customer', 'Adam'),
    member: await signedIn('customer', 'Mia'),
    viewer: await signedIn('customer', 'Vic'),
  };
  stranger = await signedIn('customer', 'Stan');
});

/** A fresh organisation for each case (cases change it): the caller in `role`, plus a member and another owner. */
async function sceneFor(caller: SignedIn | null, role: OrgRole): Promise<Scene> {
  const member = await signedIn('customer', 'Target');
  const owner = await signedIn('customer', 'Second owner');
  const members: [string, OrgRole][] = [
    [owner.user.id, 'owner'],
    [member.user.id, 'member'],
  ];
  if (caller) members.push([caller.user.id, role]);
  const orgId = await orgWith('Team', members);
  const invitation = await invitationIn(orgId);
  const { data: token } = await createApiToken(
    'organisation',
    orgId,
    owner.user,
    { name: 'Deploys', scopes: ['apps:read'] },
    SYSTEM_SOURCE,
  );
  return {
    orgId,
    memberId: member.user.id,
    ownerId: owner.user.id,
    invitationId: invitation.id,
    tokenId: token.id,
  };
}

describe('the organisation API permission matrix', () => {
  describe.each(CASES)('$route', ({ expected, run }) => {
    it.each(ORG_ROLES)('a %s: their own organisation as the table says, a foreign one 404', async (role) => {
      const caller = callers[role];
      const own = await run(caller, await sceneFor(caller, role));
      const foreign = await run(caller, await sceneFor(null, role));
      const codes = async (response: Response) =>
        response.status >= 400 ? ((await response.json()) as { error: { code: string } }).error.code : null;
      expect({
        own: own.status,
        ownCode: await codes(own),
        foreign: foreign.status,
        foreignCode: await codes(foreign),
      }).toEqual({
        own: expected[role],
        ownCode: expected[role] === 403 ? 'role_forbidden' : null,
        foreign: 404,
        foreignCode: 'not_found',
      });
    });
  });

  it('lets any signed-in user create an organisation, and no one signed out', async () => {
    for (const caller of [...Object.values(callers), stranger]) {
      const response = await call(createOrg, { token: caller.token, method: 'POST', body: { name: 'Mine' } });
      expect(response.status).toBe(201);
    }
    const signedOut = await call(createOrg, { method: 'POST', body: { name: 'Mine' } });
    expect(signedOut.status).toBe(401);
  });
});

/** A token of `kind` in `orgId`, made by `caller`, with these scopes, as a caller of the cases. */
async function tokenCaller(
  caller: SignedIn,
  orgId: string,
  kind: 'personal' | 'organisation',
  scopes: readonly TokenScope[],
): Promise<SignedIn> {
  const made = await createApiToken(
    kind,
    orgId,
    caller.user,
    { name: 'Matrix', scopes: [...scopes] },
    SYSTEM_SOURCE,
  );
  return { user: caller.user, token: made.token };
}

describe('the members’ calls with an API token', () => {
  describe.each(CASES.filter((one) => one.scope))('$route', ({ expected, run, scope }) => {
    it.each(ORG_ROLES)('a %s’s personal token: as for them with the scope, refused without', async (role) => {
      const caller = callers[role];
      const scene = await sceneFor(caller, role);
      const codeOf = async (response: Response) =>
        response.status >= 400 ? ((await response.json()) as { error: { code: string } }).error.code : null;
      const lacking = await tokenCaller(
        caller,
        scene.orgId,
        'personal',
        TOKEN_SCOPES.filter((s) => !s.startsWith('members:')),
      );
      const without = await run(lacking, scene);
      expect([without.status, await codeOf(without)]).toEqual([403, 'insufficient_scope']);
      const holding = await tokenCaller(caller, scene.orgId, 'personal', [scope!]);
      const answer = await run(holding, scene);
      expect([answer.status, await codeOf(answer)]).toEqual([
        expected[role],
        expected[role] === 403 ? 'role_forbidden' : null,
      ]);
    });
  });

  it('are never an organisation token’s: it cannot hold their scopes', async () => {
    const caller = callers.owner;
    const scene = await sceneFor(caller, 'owner');
    const made = await call(createOrgToken, {
      token: caller.token,
      method: 'POST',
      params: { id: scene.orgId },
      body: { name: 'CI', scopes: ['members:write'] },
    });
    expect(made.status).toBe(400);
    const orgToken = await tokenCaller(caller, scene.orgId, 'organisation', ORG_TOKEN_SCOPES);
    const invite = CASES.find((one) => one.route === 'POST /api/orgs/<id>/invitations')!;
    const answer = await invite.run(orgToken, scene);
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('insufficient_scope');
  });
});
