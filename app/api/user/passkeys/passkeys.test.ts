/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';

import { DELETE as removeKey } from '@/app/api/user/passkeys/[id]/route';
import { POST as creationOptions } from '@/app/api/user/passkeys/options/route';
import { GET as listKeys, POST as addKey } from '@/app/api/user/passkeys/route';
import { POST as secondStep } from '@/app/api/v1/auth/login/mfa/route';
import { POST as requestOptions } from '@/app/api/v1/auth/login/passkey/options/route';
import { POST as signInAlone } from '@/app/api/v1/auth/login/passkey/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { authenticate, createSession, hashToken } from '@/lib/server/auth/sessions';
import { createCustomer, type PublicUser } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { auditLog, sessions } from '@/lib/server/db/schema';
import { resetRateLimiters } from '@/lib/server/rate-limit/limiter';
import { apiRequest, setupRouteTest, uniqueEmail, uniqueIp } from '@/test/api-route';
import { SoftAuthenticator } from '@/test/server/soft-authenticator';

setupRouteTest();

const PASSWORD = 'quiet-orchard-17';
// apiRequest calls http://localhost: the console's origin, and the passkeys' host, in these tests.
const ORIGIN = 'http://localhost';

const call = (
  handler: (request: Request, context: never) => Promise<Response>,
  path: string,
  method: string,
  token?: string,
  body?: unknown,
  context?: unknown,
) =>
  handler(
    apiRequest(path, { method, token, body, headers: { 'x-forwarded-for': uniqueIp() } }),
    context as never,
  );

async function actions(userId: string) {
  const db = await getDb();
  const rows = await db.select().from(auditLog).where(eq(auditLog.targetId, userId));
  return rows.map((row) => row.action);
}

/** The options to make a passkey, after the password. */
async function creation(token: string) {
  const options = await call(creationOptions, '/api/user/passkeys/options', 'POST', token, {
    password: PASSWORD,
  });
  expect(options.status).toBe(200);
  return (await options.json()).data;
}

/** Adds a passkey made by `authenticator` to the account signed in with `token`. */
async function addPasskey(token: string, authenticator: SoftAuthenticator, name = 'Laptop') {
  const response = authenticator.create(await creation(token));
  return call(addKey, '/api/user/passkeys', 'POST', token, { name, response });
}

async function passkeyOptions(challenge?: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const answer = await call(requestOptions, '/api/v1/auth/login/passkey/options', 'POST', undefined, {
    ...(challenge ? { challenge } : {}),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()).data;
}

async function sessionOf(token: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row;
}

describe('passkeys', () => {
  let user: PublicUser;
  let token: string;
  let authenticator: SoftAuthenticator;
  beforeEach(async () => {
    await resetRateLimiters();
    user = await createCustomer({ name: 'Ann', email: uniqueEmail(), password: PASSWORD });
    token = (await createSession(user.id)).token;
    authenticator = new SoftAuthenticator(ORIGIN);
  });

  it('adds a named passkey after the password, lists it and audits it; the options bind it to the console and the user', async () => {
    // A session alone does not add one: the password first.
    const wrong = await call(creationOptions, '/api/user/passkeys/options', 'POST', token, {
      password: 'not it',
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual({ password: 'wrongPassword' });
    const options = await creation(token);
    expect(options).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: user.email, displayName: 'Ann' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    const added = await call(addKey, '/api/user/passkeys', 'POST', token, {
      name: '  Work laptop ',
      response: authenticator.create(options),
    });
    expect(added.status).toBe(201);
    const { data } = await added.json();
    expect(data).toEqual({
      id: expect.any(String),
      name: 'Work laptop',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    const listed = await (await call(listKeys, '/api/user/passkeys', 'GET', token)).json();
    expect(listed.data).toEqual([data]);
    expect(await actions(user.id)).toContain('user.passkey_add');
    // The next options exclude it: an authenticator holds one passkey per account.
    expect((await creation(token)).excludeCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentials[0]!.id.toString('base64url') }),
    ]);
  });

  it('refuses an answer to a challenge spent, another account’s, never made, or signed for another site', async () => {
    const options = await creation(token);
    const response = authenticator.create(options);
    const first = await call(addKey, '/api/user/passkeys', 'POST', token, { name: 'A', response });
    expect(first.status).toBe(201);
    const rejected = { response: 'passkeyRejected' };
    // The same challenge again, with a passkey not yet added: its challenge is spent.
    const again = await call(addKey, '/api/user/passkeys', 'POST', token, {
      name: 'B',
      response: authenticator.create(options),
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error.fields).toEqual(rejected);
    // Another account's challenge, answered in this account's session.
    const other = await createCustomer({ name: 'Ola', email: uniqueEmail(), password: PASSWORD });
    const theirs = await creation((await createSession(other.id)).token);
    const crossed = await call(addKey, '/api/user/passkeys', 'POST', token, {
      name: 'C',
      response: authenticator.create(theirs),
    });
    expect((await crossed.json()).error.fields).toEqual(rejected);
    const made = authenticator.create({ ...options, challenge: 'bm90LW91cnM' });
    const unknown = await call(addKey, '/api/user/passkeys', 'POST', token, { name: 'D', response: made });
    expect((await unknown.json()).error.fields).toEqual(rejected);
    const phishing = new SoftAuthenticator('https://fleetdeck.example.net');
    const elsewhere = await call(addKey, '/api/user/passkeys', 'POST', token, {
      name: 'E',
      response: phishing.create(await creation(token)),
    });
    expect((await elsewhere.json()).error.fields).toEqual(rejected);
    const named = await call(addKey, '/api/user/passkeys', 'POST', token, { name: ' ', response });
    expect((await named.json()).error.fields).toEqual({ name: 'required' });
    expect((await (await call(listKeys, '/api/user/passkeys', 'GET', token)).json()).data).toHaveLength(1);
  });

  it('is the second step after the password, and only the account’s own passkey passes it', async () => {
    expect((await addPasskey(token, authenticator)).status).toBe(201);
    const first = await (
      await call(login, '/api/v1/auth/login', 'POST', undefined, { email: user.email, password: PASSWORD })
    ).json();
    expect(first).toMatchObject({ mfaRequired: true, methods: ['passkey'] });
    expect(first.sessionToken).toBeUndefined();

    // Another account's passkey, for this challenge: refused, and audited in this account's log.
    const other = await createCustomer({ name: 'Bob', email: uniqueEmail(), password: PASSWORD });
    const bobs = new SoftAuthenticator(ORIGIN);
    expect((await addPasskey((await createSession(other.id)).token, bobs)).status).toBe(201);
    const options = await passkeyOptions(first.challenge);
    expect(options.allowCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentials[0]!.id.toString('base64url') }),
    ]);
    const wrong = await call(secondStep, '/api/v1/auth/login/mfa', 'POST', undefined, {
      challenge: first.challenge,
      passkey: bobs.get(options, bobs.credentials[0]),
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe('passkey_rejected');

    const right = await call(secondStep, '/api/v1/auth/login/mfa', 'POST', undefined, {
      challenge: first.challenge,
      passkey: authenticator.get(await passkeyOptions(first.challenge)),
    });
    expect(right.status).toBe(200);
    const { sessionToken } = await right.json();
    expect((await authenticate(sessionToken))?.id).toBe(user.id);
    expect((await sessionOf(sessionToken))?.secondFactor).toBe('passkey');
    expect(await actions(user.id)).toEqual(expect.arrayContaining(['auth.sign_in_failed', 'auth.sign_in']));
    const listed = await (await call(listKeys, '/api/user/passkeys', 'GET', token)).json();
    expect(listed.data[0].lastUsedAt).not.toBeNull();
  });

  it('signs in alone, once per challenge, and refuses a cloned passkey whose counter went back', async () => {
    expect((await addPasskey(token, authenticator)).status).toBe(201);
    const options = await passkeyOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const response = authenticator.get(options);
    const signedIn = await call(signInAlone, '/api/v1/auth/login/passkey', 'POST', undefined, { response });
    expect(signedIn.status).toBe(200);
    const answer = await signedIn.json();
    expect(answer.user.id).toBe(user.id);
    expect((await sessionOf(answer.sessionToken))?.secondFactor).toBe('passkey');

    // The same challenge signed again (a higher counter: only the spent challenge refuses it).
    const replay = await call(signInAlone, '/api/v1/auth/login/passkey', 'POST', undefined, {
      response: authenticator.get(options),
    });
    expect(replay.status).toBe(401);
    expect((await replay.json()).error.code).toBe('passkey_rejected');

    // Options made for an account's second step do not sign in alone.
    const step = await (
      await call(login, '/api/v1/auth/login', 'POST', undefined, { email: user.email, password: PASSWORD })
    ).json();
    const misused = await call(signInAlone, '/api/v1/auth/login/passkey', 'POST', undefined, {
      response: authenticator.get(await passkeyOptions(step.challenge)),
    });
    expect(misused.status).toBe(401);

    // A copy of the key that signed less often than the original: its counter is behind.
    authenticator.credentials[0]!.counter = 0;
    const cloned = await call(signInAlone, '/api/v1/auth/login/passkey', 'POST', undefined, {
      response: authenticator.get(await passkeyOptions()),
    });
    expect(cloned.status).toBe(401);
  });

  it('removes a passkey (the owner only), after which the password alone signs in', async () => {
    const { data } = await (await addPasskey(token, authenticator)).json();
    const stranger = (
      await createSession(
        (await createCustomer({ name: 'Eve', email: uniqueEmail(), password: PASSWORD })).id,
      )
    ).token;
    const context = { params: Promise.resolve({ id: data.id }) };
    const path = `/api/user/passkeys/${data.id}`;
    const password = { password: PASSWORD };
    expect((await call(removeKey, path, 'DELETE', stranger, password, context)).status).toBe(404);
    // A session alone does not remove one: the password too.
    const wrong = await call(removeKey, path, 'DELETE', token, { password: 'not it' }, context);
    expect((await wrong.json()).error.fields).toEqual({ password: 'wrongPassword' });
    expect((await call(removeKey, path, 'DELETE', token, password, context)).status).toBe(204);
    expect((await (await call(listKeys, '/api/user/passkeys', 'GET', token)).json()).data).toEqual([]);
    expect(await actions(user.id)).toContain('user.passkey_remove');
    const again = await (
      await call(login, '/api/v1/auth/login', 'POST', undefined, { email: user.email, password: PASSWORD })
    ).json();
    expect(again.sessionToken).toEqual(expect.any(String));
    const alone = await call(signInAlone, '/api/v1/auth/login/passkey', 'POST', undefined, {
      response: authenticator.get(await passkeyOptions()),
    });
    expect(alone.status).toBe(401);
  });

  it('counts wrong passkeys at the second step per account, the right one refused too past the limit', async () => {
    process.env.MFA_RATE_LIMIT = '2/15m';
    try {
      expect((await addPasskey(token, authenticator)).status).toBe(201);
      // A passkey of another account: a wrong answer for this one.
      const other = await createCustomer({ name: 'Ivo', email: uniqueEmail(), password: PASSWORD });
      const theirs = new SoftAuthenticator(ORIGIN);
      expect((await addPasskey((await createSession(other.id)).token, theirs)).status).toBe(201);
      const { challenge } = await (
        await call(login, '/api/v1/auth/login', 'POST', undefined, { email: user.email, password: PASSWORD })
      ).json();
      const step = async (passkey: unknown) =>
        call(secondStep, '/api/v1/auth/login/mfa', 'POST', undefined, { challenge, passkey });
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const options = await passkeyOptions(challenge);
        expect((await step(theirs.get(options, theirs.credentials[0]))).status).toBe(401);
      }
      const refused = await step(authenticator.get(await passkeyOptions(challenge)));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      delete process.env.MFA_RATE_LIMIT;
    }
  });
});
