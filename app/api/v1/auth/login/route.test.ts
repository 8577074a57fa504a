/** @jest-environment node */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';

import { GET as getUser } from '@/app/api/user/route';
import { POST } from '@/app/api/v1/auth/login/route';
import { ensureAdmin } from '@/lib/server/auth/ensure-admin';
import { createCustomer } from '@/lib/server/auth/users';
import { resetRateLimiters } from '@/lib/server/rate-limit/limiter';
import { apiRequest, setupRouteTest, uniqueEmail, uniqueIp } from '@/test/api-route';

setupRouteTest();

function login(body: unknown, ip = uniqueIp()) {
  return POST(apiRequest('/api/v1/auth/login', { method: 'POST', body, headers: { 'x-forwarded-for': ip } }));
}

async function timed(run: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  expect((await run()).status).toBe(401);
  return performance.now() - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('POST /api/v1/auth/login', () => {
  const password = 'correct horse';
  let email: string;

  beforeAll(async () => {
    email = uniqueEmail();
    await createCustomer({ name: 'Ann', email, password });
  });

  afterEach(async () => {
    for (const name of ['LOGIN_RATE_LIMIT', 'LOGIN_ADDRESS_RATE_LIMIT', 'LOGIN_ACCOUNT_RATE_LIMIT'])
      delete process.env[name];
    await resetRateLimiters();
  });

  it('signs in with a new token every time, whatever the email case', async () => {
    const first = await login({ email, password });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const a = await first.json();
    expect(a).toEqual({
      sessionToken: expect.stringMatching(/^[\w-]{43}$/),
      role: 'customer',
      tokenExpirationTimestamp: expect.any(Number),
      user: { id: expect.any(String), name: 'Ann', email, role: 'customer' },
    });
    const b = await (await login({ email: email.toUpperCase(), password })).json();
    expect(b.sessionToken).not.toBe(a.sessionToken);
    for (const token of [a.sessionToken, b.sessionToken]) {
      expect((await getUser(apiRequest('/api/user', { token }))).status).toBe(200);
    }
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await login({ email, password: 'wrong horse' });
    const unknown = await login({ email: uniqueEmail('nobody'), password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = {
      error: { code: 'invalid_credentials', message: 'The email or password is not correct' },
    };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const wrongMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      wrongMs.push(await timed(() => login({ email, password: `wrong ${i}` })));
      unknownMs.push(await timed(() => login({ email: uniqueEmail('nobody'), password })));
    }
    // Without the dummy hash check an unknown email would answer dozens of times faster.
    expect(median(unknownMs)).toBeGreaterThan(median(wrongMs) / 3);
  });

  it('answers 400 validation_failed without a password', async () => {
    const response = await login({ email });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ password: 'required' });
  });

  it('refuses an email from an address after too many failures there, even with the right password', async () => {
    process.env.LOGIN_RATE_LIMIT = '3/15m';
    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1)
      expect((await login({ email, password: 'nope nope' }, ip)).status).toBe(401);
    const limited = await login({ email, password }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect((await limited.json()).error.code).toBe('rate_limited');
  });

  it('lets the owner in from another address while a guesser keeps failing', async () => {
    process.env.LOGIN_RATE_LIMIT = '3/15m';
    const guesser = uniqueIp();
    for (let i = 0; i < 8; i += 1) await login({ email, password: `guess ${i} guess` }, guesser);
    expect((await login({ email, password }, guesser)).status).toBe(429);
    expect((await login({ email, password }, uniqueIp())).status).toBe(200);
  });

  it('refuses an email from every address past LOGIN_ACCOUNT_RATE_LIMIT, failures from many addresses', async () => {
    process.env.LOGIN_ACCOUNT_RATE_LIMIT = '5/15m';
    for (let i = 0; i < 5; i += 1) expect((await login({ email, password: 'nope nope' })).status).toBe(401);
    const limited = await login({ email, password });
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('rate_limited');
  });

  it('refuses a client address past LOGIN_ADDRESS_RATE_LIMIT, whatever the email', async () => {
    process.env.LOGIN_ADDRESS_RATE_LIMIT = '3/15m';
    const ip = uniqueIp();
    // A new first X-Forwarded-For entry on each request changes nothing: the right-most entry counts.
    const forged = () => `${uniqueIp()}, ${ip}`;
    for (let i = 0; i < 3; i += 1) {
      expect((await login({ email: uniqueEmail('guess'), password: 'guess guess' }, forged())).status).toBe(
        401,
      );
    }
    expect((await login({ email, password }, forged())).status).toBe(429);
    expect((await login({ email, password })).status).toBe(200);
  });

  it('lets everyone behind a shared address in while a burst of failures at one account goes on', async () => {
    process.env.LOGIN_RATE_LIMIT = '3/15m';
    const nat = uniqueIp();
    const victim = uniqueEmail('victim');
    for (let i = 0; i < 200; i += 1) await login({ email: victim, password: `burst ${i} burst` }, nat);
    expect((await login({ email: victim, password: 'burst burst' }, nat)).status).toBe(429);
    // Refused attempts are not counted against the address: the owner of another account signs in.
    expect((await login({ email, password }, nat)).status).toBe(200);
    expect((await login({ email: uniqueEmail('other'), password: 'wrong wrong' }, nat)).status).toBe(401);
  });

  it('counts parallel guesses before checking them', async () => {
    process.env.LOGIN_RATE_LIMIT = '3/15m';
    const ip = uniqueIp();
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login({ email, password: `parallel guess ${i}` }, ip)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('does not count successful sign-ins against the client IP', async () => {
    process.env.LOGIN_RATE_LIMIT = '3/15m';
    process.env.LOGIN_ADDRESS_RATE_LIMIT = '3/15m';
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) expect((await login({ email, password }, ip)).status).toBe(200);
  });

  it('does not count successful sign-ins against the email either', async () => {
    process.env.LOGIN_ACCOUNT_RATE_LIMIT = '4/15m';
    // Three failures and any number of sign-ins leave one failure of the four.
    for (let i = 0; i < 3; i += 1) expect((await login({ email, password: 'nope nope' })).status).toBe(401);
    for (let i = 0; i < 3; i += 1) expect((await login({ email, password })).status).toBe(200);
    expect((await login({ email, password: 'nope nope' })).status).toBe(401);
    expect((await login({ email, password })).status).toBe(429);
  });

  it('signs in the operator’s admin with role admin', async () => {
    const adminEmail = uniqueEmail('ops');
    await ensureAdmin(adminEmail, 'admin password');
    const response = await login({ email: adminEmail, password: 'admin password' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.role).toBe('admin');
    expect(body.user.role).toBe('admin');
  });
});
