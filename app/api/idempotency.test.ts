/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { POST as createWebhook } from '@/app/api/apps/[id]/webhooks/route';
import { GET as listApps, POST as createApp } from '@/app/api/apps/route';
import { GET as listInvitations, POST as invite } from '@/app/api/orgs/[id]/invitations/route';
import { POST as createOrgToken } from '@/app/api/orgs/[id]/tokens/route';
import { GET as listTokens, POST as createToken } from '@/app/api/user/tokens/route';
import { getDb } from '@/lib/server/db/client';
import { apps, idempotencyKeys } from '@/lib/server/db/schema';
import { expectError, setupRouteTest, type SignedIn } from '@/test/api-route';
import { call } from '@/test/server/org-fixtures';

/**
 * `Idempotency-Key` on the create calls (docs/product.md, Retries): a retry gets the first answer and
 * makes nothing new; the same key with another request is refused; the kept answer is sealed, so a
 * secret answered once (a token's value) is not in the database. Across two instances:
 * test/server/two-instances.pg.test.ts.
 */
const { signedIn, appOf } = setupRouteTest();
jest.setTimeout(60_000);

const newApp = (owner: SignedIn, key: string | null, name = 'Kiosk') =>
  call(createApp, {
    token: owner.token,
    method: 'POST',
    path: '/api/apps',
    body: { name, platform: 'android', bundleId: 'com.example.kiosk' },
    headers: key === null ? {} : { 'Idempotency-Key': key },
  });

async function appNames(owner: SignedIn): Promise<string[]> {
  const body = (await (await call(listApps, { token: owner.token, path: '/api/apps' })).json()) as {
    data: { name: string }[];
  };
  return body.data.map((app) => app.name);
}

describe('Idempotency-Key', () => {
  it('answers a retried create with the first answer and makes one app', async () => {
    const owner = await signedIn('customer', 'Ida');
    const first = await newApp(owner, 'create-kiosk-1');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const made = (await first.json()) as { data: { id: string } };

    const retried = await newApp(owner, 'create-kiosk-1');
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(await retried.json()).toEqual(made);
    expect(await appNames(owner)).toEqual(['Kiosk']);

    // Without a key, or with a new one, each request makes its own.
    expect((await newApp(owner, null)).status).toBe(201);
    expect((await newApp(owner, 'create-kiosk-2')).status).toBe(201);
    expect(await appNames(owner)).toHaveLength(3);
  });

  it('makes one object when the same request arrives twice at once', async () => {
    const owner = await signedIn('customer', 'Ivo');
    const answers = await Promise.all([
      newApp(owner, 'burst'),
      newApp(owner, 'burst'),
      newApp(owner, 'burst'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { data: { id: string } }).data.id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await appNames(owner)).toEqual(['Kiosk']);
  });

  it('refuses the same key with another body, and a malformed key, making nothing', async () => {
    const owner = await signedIn('customer', 'Ines');
    expect((await newApp(owner, 'k-1', 'First')).status).toBe(201);
    await expectError(await newApp(owner, 'k-1', 'Second'), 422, 'idempotency_key_reused');
    await expectError(await newApp(owner, 'with space'), 400, 'invalid_idempotency_key');
    await expectError(await newApp(owner, 'x'.repeat(256)), 400, 'invalid_idempotency_key');
    expect(await appNames(owner)).toEqual(['First']);
  });

  it('keeps one caller’s key from another’s answer', async () => {
    const ada = await signedIn('customer', 'Ada');
    const bob = await signedIn('customer', 'Bob');
    const adas = (await (await newApp(ada, 'shared-key', 'Ada app')).json()) as { data: { id: string } };
    const bobs = await newApp(bob, 'shared-key', 'Ada app');
    expect(bobs.status).toBe(201);
    expect(bobs.headers.get('idempotent-replayed')).toBeNull();
    expect(((await bobs.json()) as { data: { id: string } }).data.id).not.toBe(adas.data.id);
  });

  it('keeps an answer refused for the request (4xx) and replays it', async () => {
    const owner = await signedIn('customer', 'Iggy');
    const bad = () =>
      call(createApp, {
        token: owner.token,
        method: 'POST',
        path: '/api/apps',
        body: { name: '', platform: 'android', bundleId: 'com.example.kiosk' },
        headers: { 'Idempotency-Key': 'bad-1' },
      });
    await expectError(await bad(), 400, 'validation_failed');
    const again = await bad();
    await expectError(again, 400, 'validation_failed');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('replays a token’s value from a sealed answer, never stored in the clear', async () => {
    const owner = await signedIn('customer', 'Tia');
    const make = () =>
      call(createToken, {
        token: owner.token,
        method: 'POST',
        path: '/api/user/tokens',
        body: { orgId: owner.user.id, name: 'CI', scopes: ['apps:read'] },
        headers: { 'Idempotency-Key': 'ci-token' },
      });
    const first = (await (await make()).json()) as { token: string; data: { id: string } };
    const again = await make();
    expect(again.status).toBe(201);
    expect(((await again.json()) as { token: string }).token).toBe(first.token);
    const listed = (await (
      await call(listTokens, { token: owner.token, path: '/api/user/tokens' })
    ).json()) as {
      data: unknown[];
    };
    expect(listed.data).toHaveLength(1);
    const db = await getDb();
    const rows = await db.select().from(idempotencyKeys);
    expect(JSON.stringify(rows)).not.toContain(first.token);
    expect(JSON.stringify(rows)).not.toContain('ci-token');
  });

  it('covers webhooks, organisation tokens and invitations', async () => {
    const owner = await signedIn('customer', 'Wes');
    const app = await appOf(owner, { name: 'Alerts' });
    const orgId = owner.user.id;
    const twice = async (send: () => Promise<Response>) => {
      const first = await send();
      expect(first.status).toBe(201);
      const again = await send();
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(await first.json());
    };
    await twice(() =>
      call(createWebhook, {
        token: owner.token,
        method: 'POST',
        path: `/api/apps/${app.id}/webhooks`,
        params: { id: app.id },
        body: { url: 'https://hooks.example.com/fleet' },
        headers: { 'Idempotency-Key': 'hook-1' },
      }),
    );
    await twice(() =>
      call(createOrgToken, {
        token: owner.token,
        method: 'POST',
        path: `/api/orgs/${orgId}/tokens`,
        params: { id: orgId },
        body: { name: 'Deploys', scopes: ['apps:read'] },
        headers: { 'Idempotency-Key': 'org-token-1' },
      }),
    );
    await twice(() =>
      call(invite, {
        token: owner.token,
        method: 'POST',
        path: `/api/orgs/${orgId}/invitations`,
        params: { id: orgId },
        body: { email: 'new.member@example.com', role: 'member' },
        headers: { 'Idempotency-Key': 'invite-1' },
      }),
    );
    const invitations = (await (
      await call(listInvitations, {
        token: owner.token,
        path: `/api/orgs/${orgId}/invitations`,
        params: { id: orgId },
      })
    ).json()) as { data: unknown[] };
    expect(invitations.data).toHaveLength(1);
    const db = await getDb();
    expect(await db.select({ id: apps.id }).from(apps).where(eq(apps.orgId, orgId))).toHaveLength(1);
  });
});
