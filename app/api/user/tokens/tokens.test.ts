/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';

import { GET as getApp } from '@/app/api/apps/[id]/route';
import { GET as listApps, POST as createApp } from '@/app/api/apps/route';
import { GET as listAudit } from '@/app/api/audit/route';
import { GET as listDevices } from '@/app/api/devices/route';
import { DELETE as revokeOrgToken } from '@/app/api/orgs/[id]/tokens/[tid]/route';
import { GET as listOrgTokens, POST as createOrgToken } from '@/app/api/orgs/[id]/tokens/route';
import { GET as getUser } from '@/app/api/user/route';
import { DELETE as revokeToken } from '@/app/api/user/tokens/[id]/route';
import { GET as listTokens, POST as createToken } from '@/app/api/user/tokens/route';
import type { ApiToken, CreatedApiToken } from '@/lib/api/contract/api-tokens';
import type { AuditPage } from '@/lib/api/contract/audit';
import { getDb } from '@/lib/server/db/client';
import { apiTokens, auditLog, memberships } from '@/lib/server/db/schema';
import { expectError, setupRouteTest, uniqueIp, type SignedIn } from '@/test/api-route';
import { call } from '@/test/server/org-fixtures';

/**
 * API tokens (docs/product.md, API tokens): created by a signed-in person, shown once, stored hashed;
 * accepted as a bearer on the public routes within their scopes, app and the role their user has
 * today; refused where only a session may act; revoked or expired, they let nobody in.
 */
const { signedIn, appOf } = setupRouteTest();
jest.setTimeout(60_000);

async function newToken(owner: SignedIn, body: Record<string, unknown>): Promise<CreatedApiToken> {
  const response = await call(createToken, {
    token: owner.token,
    method: 'POST',
    path: '/api/user/tokens',
    body: { orgId: owner.user.id, name: 'CI', scopes: ['apps:read'], ...body },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedApiToken;
}

const apps = (token: string, headers?: Record<string, string>) =>
  call(listApps, { token, path: '/api/apps', headers });

describe('personal tokens', () => {
  it('is shown once with its kind, stored only as a hash, and lists the apps its scope allows', async () => {
    const owner = await signedIn('customer', 'Tess');
    const app = await appOf(owner, { name: 'Kiosk' });
    const { token, data } = await newToken(owner, { name: 'Dashboards' });

    expect(token).toMatch(/^fdp_[A-Za-z0-9]{36}$/);
    expect(data).toMatchObject({
      kind: 'personal',
      name: 'Dashboards',
      orgId: owner.user.id,
      scopes: ['apps:read'],
      appId: null,
      masked: `fdp_••••••••${token.slice(-4)}`,
      createdBy: { id: owner.user.id, name: 'Tess' },
      lastUsedAt: null,
    });
    const days = (Date.parse(data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);

    const listed = (await (
      await call(listTokens, { token: owner.token, path: '/api/user/tokens' })
    ).json()) as {
      data: ApiToken[];
    };
    expect(listed.data.map((t) => t.id)).toEqual([data.id]);
    expect(JSON.stringify(listed)).not.toContain(token);
    const db = await getDb();
    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, data.id));
    expect(Object.values(row).map(String)).not.toContain(token);

    const answer = await apps(token);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { data: { id: string; name: string }[] };
    expect(body.data.map((a) => a.name)).toEqual(['Kiosk']);
    expect(body.data[0].id).toBe(app.id);
  });

  it('is refused where its scope or a session is needed, with the code that says so', async () => {
    const owner = await signedIn('customer', 'Rey');
    const { token } = await newToken(owner, { scopes: ['devices:read'] });

    await expectError(await apps(token), 403, 'insufficient_scope');
    const create = await call(createApp, {
      token,
      method: 'POST',
      path: '/api/apps',
      body: { name: 'X', platform: 'ios', bundleId: 'com.example.x' },
    });
    await expectError(create, 403, 'insufficient_scope');
    await expectError(await call(getUser, { token, path: '/api/user' }), 403, 'session_required');
    await expectError(await call(listTokens, { token, path: '/api/user/tokens' }), 403, 'session_required');
    expect((await call(listDevices, { token, path: '/api/devices' })).status).toBe(200);
  });

  it('a write scope includes reading, and a demotion narrows the token at once', async () => {
    const owner = await signedIn('customer', 'Olga');
    const member = await signedIn('customer', 'Mo');
    const db = await getDb();
    await db.insert(memberships).values({ orgId: owner.user.id, userId: member.user.id, role: 'member' });
    const { token } = await newToken(member, { orgId: owner.user.id, scopes: ['apps:write'] });
    const body = { name: 'Till', platform: 'ios', bundleId: 'com.example.till' };

    expect((await apps(token)).status).toBe(200);
    const created = await call(createApp, { token, method: 'POST', path: '/api/apps', body });
    expect(created.status).toBe(201);

    await db
      .update(memberships)
      .set({ role: 'viewer' })
      .where(and(eq(memberships.orgId, owner.user.id), eq(memberships.userId, member.user.id)));
    const refused = await call(createApp, { token, method: 'POST', path: '/api/apps', body });
    await expectError(refused, 403, 'role_forbidden');

    await db.delete(memberships).where(eq(memberships.userId, member.user.id));
    await expectError(await apps(token), 401, 'unauthorized');
  });

  it('acts only in its organisation and, when restricted, on its app', async () => {
    const owner = await signedIn('customer', 'Ada');
    const other = await signedIn('customer', 'Bo');
    const kiosk = await appOf(owner, { name: 'Kiosk' });
    const till = await appOf(owner, { name: 'Till', bundleId: 'com.example.till' });
    const { token } = await newToken(owner, { appId: kiosk.id, scopes: ['apps:read', 'devices:read'] });

    const own = await call(getApp, { token, path: `/api/apps/${kiosk.id}`, params: { id: kiosk.id } });
    expect(own.status).toBe(200);
    await expectError(
      await call(getApp, { token, path: '/api/apps/x', params: { id: till.id } }),
      404,
      'not_found',
    );
    await expectError(await apps(token), 403, 'token_app_restricted');
    expect((await call(listDevices, { token, path: `/api/devices?appId=${kiosk.id}` })).status).toBe(200);
    await expectError(await call(listDevices, { token, path: '/api/devices' }), 403, 'token_app_restricted');
    await expectError(await apps(token, { 'X-Fleetdeck-Org': other.user.id }), 404, 'not_found');

    // An app of another organisation cannot be named at creation.
    const foreign = await appOf(other);
    const refused = await call(createToken, {
      token: owner.token,
      method: 'POST',
      path: '/api/user/tokens',
      body: { orgId: owner.user.id, name: 'X', scopes: ['apps:read'], appId: foreign.id },
    });
    await expectError(refused, 404, 'not_found');
  });

  it('lets nobody in once revoked, expired, or mistyped', async () => {
    const owner = await signedIn('customer', 'Vi');
    const first = await newToken(owner, {});
    const second = await newToken(owner, {});

    const revoked = await call(revokeToken, {
      token: owner.token,
      method: 'DELETE',
      params: { id: first.data.id },
    });
    expect(revoked.status).toBe(204);
    await expectError(await apps(first.token), 401, 'unauthorized');
    const again = await call(revokeToken, {
      token: owner.token,
      method: 'DELETE',
      params: { id: first.data.id },
    });
    await expectError(again, 404, 'not_found');

    const mistyped = `${second.token.slice(0, -1)}${second.token.endsWith('a') ? 'b' : 'a'}`;
    await expectError(await apps(mistyped), 401, 'unauthorized');
    const db = await getDb();
    await db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, second.data.id));
    await expectError(await apps(second.token), 401, 'unauthorized');
  });

  it('is made by a member of any role in their organisation, and in no other', async () => {
    const owner = await signedIn('customer', 'Ola');
    const stranger = await signedIn('customer', 'Sam');
    const db = await getDb();
    for (const role of ['admin', 'member', 'viewer'] as const) {
      const someone = await signedIn('customer', role);
      await db.insert(memberships).values({ orgId: owner.user.id, userId: someone.user.id, role });
      expect((await newToken(someone, { orgId: owner.user.id })).data.orgId).toBe(owner.user.id);
    }
    const foreign = await call(createToken, {
      token: stranger.token,
      method: 'POST',
      path: '/api/user/tokens',
      body: { orgId: owner.user.id, name: 'X', scopes: ['apps:read'] },
    });
    await expectError(foreign, 404, 'not_found');
    // Another user's token cannot be revoked: it is not theirs to find.
    const { data } = await newToken(owner, {});
    const revoke = await call(revokeToken, {
      token: stranger.token,
      method: 'DELETE',
      params: { id: data.id },
    });
    await expectError(revoke, 404, 'not_found');
    await expectError(
      await call(revokeToken, { token: owner.token, method: 'DELETE', params: { id: 'x' } }),
      404,
      'not_found',
    );
  });

  it('refuses a bad request with field errors and creates nothing', async () => {
    const owner = await signedIn('customer', 'Ed');
    const bad = await call(createToken, {
      token: owner.token,
      method: 'POST',
      path: '/api/user/tokens',
      body: { orgId: owner.user.id, name: ' ', scopes: ['apps:read', 'root'], expiresInDays: 400 },
    });
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields).sort()).toEqual(['expiresInDays', 'name', 'scopes[1]']);
    const db = await getDb();
    expect(await db.select().from(apiTokens).where(eq(apiTokens.userId, owner.user.id))).toEqual([]);
  });
});

describe('organisation tokens', () => {
  it('are managed by owners and admins, and outlive their creator’s membership', async () => {
    const owner = await signedIn('customer', 'Owen');
    const admin = await signedIn('customer', 'Adi');
    const member = await signedIn('customer', 'Mel');
    const db = await getDb();
    await db.insert(memberships).values([
      { orgId: owner.user.id, userId: admin.user.id, role: 'admin' },
      { orgId: owner.user.id, userId: member.user.id, role: 'member' },
    ]);
    const create = (caller: SignedIn) =>
      call(createOrgToken, {
        token: caller.token,
        method: 'POST',
        params: { id: owner.user.id },
        body: { name: 'Deploys', scopes: ['devices:read'], expiresInDays: 30 },
      });

    await expectError(await create(member), 403, 'role_forbidden');
    const made = await create(admin);
    expect(made.status).toBe(201);
    const { token, data } = (await made.json()) as CreatedApiToken;
    expect(token).toMatch(/^fdo_[A-Za-z0-9]{36}$/);
    expect(data).toMatchObject({ kind: 'organisation', createdBy: { id: admin.user.id, name: 'Adi' } });

    await db.delete(memberships).where(eq(memberships.userId, admin.user.id));
    expect((await call(listDevices, { token, path: '/api/devices' })).status).toBe(200);

    const listed = await call(listOrgTokens, { token: owner.token, params: { id: owner.user.id } });
    expect(((await listed.json()) as { data: ApiToken[] }).data.map((t) => t.name)).toEqual(['Deploys']);
    await expectError(
      await call(listOrgTokens, { token: member.token, params: { id: owner.user.id } }),
      403,
      'role_forbidden',
    );

    const revoked = await call(revokeOrgToken, {
      token: owner.token,
      method: 'DELETE',
      params: { id: owner.user.id, tid: data.id },
    });
    expect(revoked.status).toBe(204);
    await expectError(await call(listDevices, { token, path: '/api/devices' }), 401, 'unauthorized');
  });
});

describe('the audit log', () => {
  it('records creation, use from a new address and revocation, never the value', async () => {
    const owner = await signedIn('customer', 'Aud');
    const { token, data } = await newToken(owner, { name: 'Nightly', scopes: ['apps:read', 'audit:read'] });
    const ip = uniqueIp();
    expect((await apps(token, { 'x-forwarded-for': ip })).status).toBe(200);
    expect((await apps(token, { 'x-forwarded-for': ip })).status).toBe(200);
    await call(revokeToken, { token: owner.token, method: 'DELETE', params: { id: data.id } });

    const page = (await (
      await call(listAudit, { token: owner.token, path: '/api/audit' })
    ).json()) as AuditPage;
    const entries = page.data.filter((entry) => entry.target.kind === 'token');
    expect(entries.map((entry) => [entry.action, entry.target.label])).toEqual([
      ['token.revoke', 'Nightly'],
      ['token.use_new_address', 'Nightly'],
      ['token.create', 'Nightly'],
    ]);
    expect(entries[1].ip).toBe(ip);
    expect(entries[2].summary).toEqual(
      expect.arrayContaining([{ field: 'scopes', before: null, after: 'apps:read audit:read' }]),
    );
    const db = await getDb();
    const rows = await db.select().from(auditLog).where(eq(auditLog.targetId, data.id));
    expect(JSON.stringify(rows)).not.toContain(token);
    // The token's own entries are made by its owner; its use from an address, through it.
    expect(entries.map((entry) => entry.actor.viaToken)).toEqual([
      null,
      { id: data.id, name: 'Nightly' },
      null,
    ]);
  });

  it('names the token a change was made through, and none for the same change by a session', async () => {
    const owner = await signedIn('customer', 'Via');
    const { token, data } = await newToken(owner, { name: 'Deploy bot', scopes: ['apps:write'] });
    const create = (bearer: string, name: string) =>
      call(createApp, {
        token: bearer,
        method: 'POST',
        path: '/api/apps',
        body: { name, platform: 'android', bundleId: `com.example.${name.toLowerCase()}` },
      });
    expect((await create(token, 'Botmade')).status).toBe(201);
    expect((await create(owner.token, 'Handmade')).status).toBe(201);

    const page = (await (
      await call(listAudit, { token: owner.token, path: '/api/audit?action=app.create' })
    ).json()) as AuditPage;
    expect(page.data.map((entry) => [entry.target.label, entry.actor.name, entry.actor.viaToken])).toEqual([
      ['Handmade', 'Via', null],
      ['Botmade', 'Via', { id: data.id, name: 'Deploy bot' }],
    ]);
  });
});

describe('the rate limit', () => {
  afterEach(() => {
    delete process.env.API_TOKEN_RATE_LIMIT;
  });

  it('counts each token’s calls, tells how many are left, and refuses past the limit with Retry-After', async () => {
    process.env.API_TOKEN_RATE_LIMIT = '3/1m';
    const owner = await signedIn('customer', 'Rita');
    const { token } = await newToken(owner, { name: 'Poller' });
    const { token: other } = await newToken(owner, { name: 'Other' });

    const answers = [await apps(token), await apps(token), await apps(token)];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.headers.get('ratelimit-remaining'))).toEqual(['2', '1', '0']);
    for (const answer of answers) {
      expect(answer.headers.get('ratelimit-limit')).toBe('3');
      const reset = Number(answer.headers.get('ratelimit-reset'));
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(60);
    }

    const refused = await apps(token);
    await expectError(refused, 429, 'rate_limited');
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another token of the same person counts on its own; the console's session is not counted.
    const second = await apps(other);
    expect(second.status).toBe(200);
    expect(second.headers.get('ratelimit-remaining')).toBe('2');
    const session = await apps(owner.token);
    expect(session.status).toBe(200);
    expect(session.headers.get('ratelimit-limit')).toBeNull();
  });

  it('counts calls its scope refuses too, and none with API_TOKEN_RATE_LIMIT off', async () => {
    process.env.API_TOKEN_RATE_LIMIT = '1/1m';
    const owner = await signedIn('customer', 'Sol');
    const { token } = await newToken(owner, { name: 'Narrow', scopes: ['audit:read'] });
    await expectError(await apps(token), 403, 'insufficient_scope');
    await expectError(await apps(token), 429, 'rate_limited');

    process.env.API_TOKEN_RATE_LIMIT = 'off';
    const free = await call(listAudit, { token, path: '/api/audit' });
    expect(free.status).toBe(200);
    expect(free.headers.get('ratelimit-limit')).toBeNull();
  });
});
