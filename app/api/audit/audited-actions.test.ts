/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { PUT as putUser } from '@/app/api/user/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { POST as logout } from '@/app/api/v1/auth/logout/route';
import { POST as signup } from '@/app/api/v1/auth/signup/route';
import { setupRouteTest, uniqueEmail, uniqueIp } from '@/test/api-route';
import { auditedCall, TEST_USER_AGENT, writtenBy } from '@/test/server/audit';

const { signedIn } = setupRouteTest();

const call = auditedCall;
const written = writtenBy;
const UA = TEST_USER_AGENT;

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
    expect(up[0].orgId).toBe(userId);

    let token = '';
    const signIn = await written(async () => {
      const response = await login(
        call('/api/v1/auth/login', 'POST', { body: { email, password: PASSWORD } }),
      );
      token = (await response.clone().json()).sessionToken;
      return response;
    }, 200);
    expect(signIn).toEqual([
      expect.objectContaining({ action: 'auth.sign_in', actorId: userId, orgId: userId }),
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
        orgId: userId,
      }),
    ]);
    expect(JSON.stringify(failed)).not.toContain(wrongPassword);

    const unknown = await written(
      () => login(call('/api/v1/auth/login', 'POST', { body: { email: uniqueEmail(), password: PASSWORD } })),
      401,
    );
    expect(unknown).toEqual([
      expect.objectContaining({ action: 'auth.sign_in_failed', targetId: null, orgId: null }),
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
});
