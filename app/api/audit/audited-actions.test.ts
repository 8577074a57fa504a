/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { PATCH as adminPatch } from '@/app/api/admin/apps/[id]/route';
import { DELETE, PATCH } from '@/app/api/apps/[id]/route';
import { POST as rotate } from '@/app/api/apps/[id]/rotate-key/route';
import { POST as createApp } from '@/app/api/apps/route';
import { PUT as saveGuide } from '@/app/api/sdk-guide/route';
import { PUT as putUser } from '@/app/api/user/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { POST as logout } from '@/app/api/v1/auth/logout/route';
import { POST as signup } from '@/app/api/v1/auth/signup/route';
import { apiRequest, setupRouteTest, uniqueEmail, uniqueIp, type SignedIn } from '@/test/api-route';
import { auditMark, auditSince } from '@/test/server/audit';

const { appOf, signedIn } = setupRouteTest();

const UA = 'AuditTest/1.0';
const context = (id: string) => ({ params: Promise.resolve({ id }) });
function call(path: string, method: string, options: { token?: string; body?: unknown; ip?: string } = {}) {
  return apiRequest(path, {
    method,
    token: options.token,
    body: options.body,
    headers: { 'x-forwarded-for': options.ip ?? uniqueIp(), 'user-agent': UA },
  });
}

/** Runs `act` and answers the entries it wrote. */
async function written(act: () => Promise<Response>, status: number) {
  const mark = await auditMark();
  const response = await act();
  expect(response.status).toBe(status);
  return auditSince(mark);
}

const PASSWORD = 'correct horse';

describe('the audit log records each action once, in its transaction', () => {
  it('records sign-up, sign-in, sign-out and a failed sign-in with the email only', async () => {
    const email = uniqueEmail();
    const ip = uniqueIp();
    const up = await written(
      () =>
        signup(call('/api/v1/auth/signup', 'POST', { ip, body: { name: 'Ann', email, password: PASSWORD } })),
      201,
    );
    expect(up).toEqual([
      expect.objectContaining({
        action: 'auth.sign_up',
        actorEmail: email,
        actorName: 'Ann',
        actorRole: 'customer',
        targetKind: 'user',
        targetLabel: email,
        ip,
        userAgent: UA,
        summary: [],
      }),
    ]);
    const userId = up[0].actorId;
    expect(up[0].ownerId).toBe(userId);

    let token = '';
    const signIn = await written(async () => {
      const response = await login(
        call('/api/v1/auth/login', 'POST', { body: { email, password: PASSWORD } }),
      );
      token = (await response.clone().json()).sessionToken;
      return response;
    }, 200);
    expect(signIn).toEqual([
      expect.objectContaining({ action: 'auth.sign_in', actorId: userId, ownerId: userId }),
    ]);

    const wrongPassword = 'Tr0ub4dor&3-secret';
    const failed = await written(
      () =>
        login(
          call('/api/v1/auth/login', 'POST', {
            body: { email: email.toUpperCase(), password: wrongPassword },
          }),
        ),
      401,
    );
    expect(failed).toEqual([
      expect.objectContaining({
        action: 'auth.sign_in_failed',
        actorId: null,
        actorName: null,
        actorEmail: email,
        actorRole: null,
        targetId: userId,
        ownerId: userId,
      }),
    ]);
    expect(JSON.stringify(failed)).not.toContain(wrongPassword);

    const unknown = await written(
      () => login(call('/api/v1/auth/login', 'POST', { body: { email: uniqueEmail(), password: PASSWORD } })),
      401,
    );
    expect(unknown).toEqual([
      expect.objectContaining({ action: 'auth.sign_in_failed', targetId: null, ownerId: null }),
    ]);

    const out = await written(() => logout(call('/api/v1/auth/logout', 'POST', { token })), 204);
    expect(out).toEqual([expect.objectContaining({ action: 'auth.sign_out', actorId: userId })]);
    // Signing out again changes nothing, and records nothing.
    expect(await written(() => logout(call('/api/v1/auth/logout', 'POST', { token })), 204)).toEqual([]);
    // Refused calls record nothing: a sign-up with a taken email, an invalid one.
    expect(
      await written(
        () =>
          signup(call('/api/v1/auth/signup', 'POST', { body: { name: 'Ann', email, password: PASSWORD } })),
        409,
      ),
    ).toEqual([]);
    expect(
      await written(() => login(call('/api/v1/auth/login', 'POST', { body: { email: 'x' } })), 400),
    ).toEqual([]);
    expect(JSON.stringify([...up, ...signIn])).not.toContain(token);
  });

  it('records a name change with the old and new name; an unchanged name or a refused one, nothing', async () => {
    const ann = await signedIn('customer', 'Ann');
    const put = (name: string) =>
      putUser(call('/api/user', 'PUT', { token: ann.token, body: { data: { name } } }));
    expect(await written(() => put('Ann Lee'), 200)).toEqual([
      expect.objectContaining({
        action: 'user.name_change',
        actorId: ann.user.id,
        targetId: ann.user.id,
        summary: [{ field: 'name', before: 'Ann', after: 'Ann Lee' }],
      }),
    ]);
    expect(await written(() => put('Ann Lee'), 200)).toEqual([]);
    expect(await written(() => put('   '), 400)).toEqual([]);
  });

  it('records app create, rename, edit, key rotation and delete, never the key', async () => {
    const ann = await signedIn();
    const created = await written(
      () =>
        createApp(
          call('/api/apps', 'POST', {
            token: ann.token,
            body: { name: 'Shop', platform: 'ios', bundleId: 'com.shop' },
          }),
        ),
      201,
    );
    expect(created).toEqual([
      expect.objectContaining({
        action: 'app.create',
        targetKind: 'app',
        targetLabel: 'Shop',
        ownerId: ann.user.id,
        summary: [
          { field: 'name', before: null, after: 'Shop' },
          { field: 'platform', before: null, after: 'ios' },
          { field: 'bundleId', before: null, after: 'com.shop' },
        ],
      }),
    ]);
    const id = created[0].targetId as string;
    const patch = (body: unknown, who: SignedIn = ann) =>
      PATCH(call(`/api/apps/${id}`, 'PATCH', { token: who.token, body }), context(id));
    expect(await written(() => patch({ name: 'Store' }), 200)).toEqual([
      expect.objectContaining({
        action: 'app.rename',
        summary: [{ field: 'name', before: 'Shop', after: 'Store' }],
      }),
    ]);
    expect(await written(() => patch({ name: 'Store', bundleId: 'com.store' }), 200)).toEqual([
      expect.objectContaining({
        action: 'app.update',
        targetLabel: 'Store',
        summary: [{ field: 'bundleId', before: 'com.shop', after: 'com.store' }],
      }),
    ]);
    const bob = await signedIn();
    expect(await written(() => patch({ name: 'Mine' }, bob), 404)).toEqual([]);

    let key = '';
    const rotated = await written(async () => {
      const response = await rotate(
        call(`/api/apps/${id}/rotate-key`, 'POST', { token: ann.token }),
        context(id),
      );
      key = (await response.clone().json()).data.appKey;
      return response;
    }, 200);
    expect(rotated).toEqual([
      expect.objectContaining({ action: 'app.key_rotate', targetId: id, summary: [] }),
    ]);
    expect(JSON.stringify(rotated)).not.toContain(key);
    expect(
      await written(
        () => rotate(call(`/api/apps/${id}/rotate-key`, 'POST', { token: bob.token }), context(id)),
        404,
      ),
    ).toEqual([]);

    const remove = (who: SignedIn) =>
      DELETE(call(`/api/apps/${id}`, 'DELETE', { token: who.token }), context(id));
    expect(await written(() => remove(bob), 404)).toEqual([]);
    expect(await written(() => remove(ann), 204)).toEqual([
      expect.objectContaining({
        action: 'app.delete',
        targetId: id,
        targetLabel: 'Store',
        ownerId: ann.user.id,
      }),
    ]);
  });

  it('records an admin’s suspend and resume for the owner to see, and guide saves', async () => {
    const admin = await signedIn('admin', 'Ada');
    const ann = await signedIn();
    const app = await appOf(ann);
    const status = (value: string) =>
      adminPatch(
        call(`/api/admin/apps/${app.id}`, 'PATCH', { token: admin.token, body: { status: value } }),
        context(app.id),
      );
    const suspended = await written(() => status('suspended'), 200);
    expect(suspended).toEqual([
      expect.objectContaining({
        action: 'app.suspend',
        actorId: admin.user.id,
        actorRole: 'admin',
        ownerId: ann.user.id,
        summary: [{ field: 'status', before: 'active', after: 'suspended' }],
      }),
    ]);
    expect(await written(() => status('suspended'), 200)).toEqual([]);
    expect(await written(() => status('resumed'), 400)).toEqual([]);
    expect(await written(() => status('active'), 200)).toEqual([
      expect.objectContaining({ action: 'app.resume' }),
    ]);

    const guide = (markdown: string, who: SignedIn = admin) =>
      saveGuide(call('/api/sdk-guide', 'PUT', { token: who.token, body: { data: { markdown } } }));
    expect(await written(() => guide('# Guide'), 200)).toEqual([
      expect.objectContaining({
        action: 'guide.save',
        actorId: admin.user.id,
        targetKind: 'guide',
        ownerId: null,
        summary: [{ field: 'length', before: expect.any(String), after: '7' }],
      }),
    ]);
    expect(await written(() => guide('# Mine', ann), 403)).toEqual([]);
  });
});
