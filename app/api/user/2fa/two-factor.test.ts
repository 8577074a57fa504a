/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';

import { POST as regenerate } from '@/app/api/user/2fa/recovery-codes/route';
import { GET as getStatus } from '@/app/api/user/2fa/route';
import { POST as confirm } from '@/app/api/user/2fa/totp/confirm/route';
import { DELETE as disable, POST as start } from '@/app/api/user/2fa/totp/route';
import { POST as secondStep } from '@/app/api/v1/auth/login/mfa/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { authenticate, createSession, hashToken } from '@/lib/server/auth/sessions';
import { createCustomer, type PublicUser } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { auditLog, recoveryCodes, sessions, signInChallenges, userTotp } from '@/lib/server/db/schema';
import { resetRateLimiters } from '@/lib/server/rate-limit/limiter';
import { apiRequest, setupRouteTest, uniqueEmail, uniqueIp } from '@/test/api-route';

setupRouteTest();

const PASSWORD = 'quiet-orchard-17';

const call = (
  handler: (request: Request) => Promise<Response>,
  path: string,
  method: string,
  token?: string,
  body?: unknown,
) => handler(apiRequest(path, { method, token, body, headers: { 'x-forwarded-for': uniqueIp() } }));
const signIn = (email: string, password = PASSWORD) =>
  call(login, '/api/v1/auth/login', 'POST', undefined, { email, password });
const finish = (body: unknown) => call(secondStep, '/api/v1/auth/login/mfa', 'POST', undefined, body);

/** The app's code now, or `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function sessionCount(userId: string) {
  const db = await getDb();
  return (await db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

async function actions(userId: string) {
  const db = await getDb();
  const rows = await db.select().from(auditLog).where(eq(auditLog.targetId, userId));
  return rows.map((row) => row.action);
}

/** Sets up and confirms an authenticator app: its secret and the recovery codes. */
async function turnOn(token: string) {
  const setup = await (await call(start, '/api/user/2fa/totp', 'POST', token, { password: PASSWORD })).json();
  const code = await codeOf(setup.secret);
  const answer = await call(confirm, '/api/user/2fa/totp/confirm', 'POST', token, { code });
  expect(answer.status).toBe(200);
  const { recoveryCodes: codes } = await answer.json();
  return { secret: setup.secret as string, codes: codes as string[], code };
}

describe('two-factor sign-in with an authenticator app', () => {
  let user: PublicUser;
  let token: string;
  beforeEach(async () => {
    await resetRateLimiters();
    user = await createCustomer({ name: 'Ann', email: uniqueEmail(), password: PASSWORD });
    token = (await createSession(user.id)).token;
  });

  it('asks for the password before it begins: a session alone does not set it up', async () => {
    const wrong = await call(start, '/api/user/2fa/totp', 'POST', token, { password: 'not it' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual({ password: 'wrongPassword' });
    const none = await call(start, '/api/user/2fa/totp', 'POST', token, {});
    expect((await none.json()).error.fields).toEqual({ password: 'required' });
    const db = await getDb();
    expect(await db.select().from(userTotp).where(eq(userTotp.userId, user.id))).toEqual([]);
  });

  it('confirms only the secret the code was made with, once', async () => {
    const first = await (
      await call(start, '/api/user/2fa/totp', 'POST', token, { password: PASSWORD })
    ).json();
    // Begun again (another tab): the first secret's code no longer confirms anything.
    const second = await (
      await call(start, '/api/user/2fa/totp', 'POST', token, { password: PASSWORD })
    ).json();
    expect(second.secret).not.toBe(first.secret);
    const stale = await call(confirm, '/api/user/2fa/totp/confirm', 'POST', token, {
      code: await codeOf(first.secret),
    });
    expect(stale.status).toBe(400);
    const confirmed = await call(confirm, '/api/user/2fa/totp/confirm', 'POST', token, {
      code: await codeOf(second.secret),
    });
    expect(confirmed.status).toBe(200);
    const again = await call(confirm, '/api/user/2fa/totp/confirm', 'POST', token, {
      code: await codeOf(second.secret, 1),
    });
    expect(again.status).toBe(409);
  });

  it('sets up with a secret and a first code, which brings ten recovery codes', async () => {
    const begun = await call(start, '/api/user/2fa/totp', 'POST', token, { password: PASSWORD });
    expect(begun.status).toBe(200);
    const setup = await begun.json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toContain(`otpauth://totp/`);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(decodeURIComponent(setup.otpauthUrl)).toContain(user.email);
    // Not in force before the first code: the password alone still signs in.
    expect(await (await signIn(user.email)).json()).toHaveProperty('sessionToken');

    const wrong = await call(confirm, '/api/user/2fa/totp/confirm', 'POST', token, { code: '000000' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual({ code: 'invalidCode' });

    const confirmed = await call(confirm, '/api/user/2fa/totp/confirm', 'POST', token, {
      code: await codeOf(setup.secret),
    });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes: codes } = await confirmed.json();
    expect(codes).toHaveLength(10);
    codes.forEach((code: string) => expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));
    expect(new Set(codes).size).toBe(10);
    // Only hashes are kept.
    const db = await getDb();
    const kept = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(kept.map((row) => row.codeHash)).not.toContain(codes[0]);
    expect(await (await call(getStatus, '/api/user/2fa', 'GET', token)).json()).toEqual({
      data: { totp: true, recoveryCodesLeft: 10, passkeys: 0 },
    });
    expect((await call(start, '/api/user/2fa/totp', 'POST', token, { password: PASSWORD })).status).toBe(409);
    expect(await actions(user.id)).toContain('user.2fa_enable');
  });

  it('signs in in two steps: no session before the code, and a code counts once', async () => {
    const { secret, code: spent } = await turnOn(token);
    const before = await sessionCount(user.id);
    const first = await signIn(user.email);
    expect(first.status).toBe(200);
    const challenge = await first.json();
    expect(challenge).toEqual({
      mfaRequired: true,
      challenge: expect.any(String),
      challengeExpiresAt: expect.any(String),
      methods: ['totp', 'recovery_code'],
    });
    expect(challenge).not.toHaveProperty('sessionToken');
    expect(await sessionCount(user.id)).toBe(before);

    // The code that confirmed the set-up was spent: it does not sign in. (The very code, not the
    // app's code now: a 30-second step may have begun since.)
    const replayed = await finish({ challenge: challenge.challenge, code: spent });
    expect(replayed.status).toBe(401);
    expect((await replayed.json()).error.code).toBe('invalid_code');
    expect(await sessionCount(user.id)).toBe(before);

    const next = await codeOf(secret, 1);
    const signedIn = await finish({ challenge: challenge.challenge, code: next });
    expect(signedIn.status).toBe(200);
    const answer = await signedIn.json();
    expect(answer).toMatchObject({ role: 'customer', user: { id: user.id } });
    expect(await authenticate(answer.sessionToken)).toEqual(user);
    const db = await getDb();
    const [session] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(answer.sessionToken)));
    expect(session.secondFactor).toBe('totp');

    // The challenge is spent, and the same code is refused with a new one.
    expect((await finish({ challenge: challenge.challenge, code: next })).status).toBe(401);
    const again = await (await signIn(user.email)).json();
    const reused = await finish({ challenge: again.challenge, code: next });
    expect((await reused.json()).error.code).toBe('invalid_code');
  });

  it('refuses an expired or unknown challenge', async () => {
    const { secret } = await turnOn(token);
    const { challenge } = await (await signIn(user.email)).json();
    const db = await getDb();
    await db.update(signInChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await finish({ challenge, code: await codeOf(secret, 1) });
    expect(late.status).toBe(401);
    expect((await late.json()).error.code).toBe('challenge_expired');
    expect((await finish({ challenge: 'made-up', code: '123456' })).status).toBe(401);
  });

  it('limits wrong codes per account, the right one refused too past the limit', async () => {
    process.env.MFA_RATE_LIMIT = '3/15m';
    try {
      const { secret } = await turnOn(token);
      const { challenge } = await (await signIn(user.email)).json();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await finish({ challenge, code: '000000' })).status).toBe(401);
      }
      const refused = await finish({ challenge, code: await codeOf(secret, 1) });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await actions(user.id)).toContain('auth.sign_in_failed');
    } finally {
      delete process.env.MFA_RATE_LIMIT;
    }
  });

  it('takes a recovery code once, and says so in the log', async () => {
    const { codes } = await turnOn(token);
    const { challenge } = await (await signIn(user.email)).json();
    const typed = codes[0].toUpperCase().replace('-', ' ');
    const signedIn = await finish({ challenge, recoveryCode: typed });
    expect(signedIn.status).toBe(200);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken((await signedIn.json()).sessionToken)));
    expect(row.secondFactor).toBe('recovery_code');
    expect(await actions(user.id)).toContain('user.recovery_code_use');
    expect(await (await call(getStatus, '/api/user/2fa', 'GET', token)).json()).toEqual({
      data: { totp: true, recoveryCodesLeft: 9, passkeys: 0 },
    });

    const { challenge: second } = await (await signIn(user.email)).json();
    const reused = await finish({ challenge: second, recoveryCode: codes[0] });
    expect(reused.status).toBe(401);
    expect((await finish({ challenge: second, recoveryCode: codes[1] })).status).toBe(200);
  });

  it('makes new recovery codes with a code of the app; the old ones stop working', async () => {
    const { secret, codes } = await turnOn(token);
    const made = await call(regenerate, '/api/user/2fa/recovery-codes', 'POST', token, {
      code: await codeOf(secret, 1),
    });
    expect(made.status).toBe(200);
    const { recoveryCodes: fresh } = await made.json();
    expect(fresh).toHaveLength(10);
    const { challenge } = await (await signIn(user.email)).json();
    expect((await finish({ challenge, recoveryCode: codes[0] })).status).toBe(401);
    expect((await finish({ challenge, recoveryCode: fresh[0] })).status).toBe(200);
    expect(await actions(user.id)).toContain('user.recovery_codes_regenerate');
  });

  it('turns off only with the password and a code; then the password alone signs in', async () => {
    const { secret } = await turnOn(token);
    const wrongPassword = await call(disable, '/api/user/2fa/totp', 'DELETE', token, {
      password: 'not it',
      code: await codeOf(secret, 1),
    });
    expect(wrongPassword.status).toBe(400);
    expect((await wrongPassword.json()).error.fields).toEqual({ password: 'wrongPassword' });
    const wrongCode = await call(disable, '/api/user/2fa/totp', 'DELETE', token, {
      password: PASSWORD,
      code: '000000',
    });
    expect((await wrongCode.json()).error.fields).toEqual({ code: 'invalidCode' });
    const neither = await call(disable, '/api/user/2fa/totp', 'DELETE', token, { password: PASSWORD });
    expect((await neither.json()).error.fields).toEqual({ code: 'required' });

    const off = await call(disable, '/api/user/2fa/totp', 'DELETE', token, {
      password: PASSWORD,
      code: await codeOf(secret, 1),
    });
    expect(off.status).toBe(204);
    const db = await getDb();
    expect(await db.select().from(userTotp).where(eq(userTotp.userId, user.id))).toEqual([]);
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    expect(await (await signIn(user.email)).json()).toHaveProperty('sessionToken');
    expect(await actions(user.id)).toContain('user.2fa_disable');
  });

  it('is the signed-in session’s own: an API token or no token is refused', async () => {
    expect((await call(start, '/api/user/2fa/totp', 'POST', undefined, { password: PASSWORD })).status).toBe(
      401,
    );
    expect((await call(getStatus, '/api/user/2fa', 'GET')).status).toBe(401);
  });
});
