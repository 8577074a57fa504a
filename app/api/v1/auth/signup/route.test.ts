/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { GET as getUser } from '@/app/api/user/route';
import { POST } from '@/app/api/v1/auth/signup/route';
import { verifyPassword } from '@/lib/server/auth/passwords';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { apiRequest, setupRouteTest, uniqueEmail, uniqueIp } from '@/test/api-route';

setupRouteTest();

function signup(body: unknown, ip = uniqueIp()) {
  return POST(
    apiRequest('/api/v1/auth/signup', { method: 'POST', body, headers: { 'x-forwarded-for': ip } }),
  );
}

describe('POST /api/v1/auth/signup', () => {
  it('creates a customer and signs them in', async () => {
    const email = uniqueEmail('Ann');
    const before = Date.now();
    const response = await signup({
      name: '  Ann Lee ',
      email: email.toUpperCase(),
      password: 'long enough',
      role: 'admin',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      sessionToken: expect.stringMatching(/^[\w-]{43}$/),
      role: 'customer',
      tokenExpirationTimestamp: expect.any(Number),
      user: { id: expect.any(String), name: 'Ann Lee', email: email.toLowerCase(), role: 'customer' },
    });
    const lifetime = body.tokenExpirationTimestamp - before;
    expect(lifetime).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);

    const me = await getUser(apiRequest('/api/user', { token: body.sessionToken }));
    expect(await me.json()).toEqual({ data: body.user });
  });

  it('stores a password hash, not the password', async () => {
    const email = uniqueEmail();
    await signup({ name: 'Bo', email, password: 'my secret password' });
    const [row] = await (await getDb()).select().from(users).where(eq(users.email, email));
    expect(row.passwordHash).not.toContain('my secret password');
    await expect(verifyPassword('my secret password', row.passwordHash)).resolves.toBe(true);
  });

  it('refuses an email that is taken, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await signup({ name: 'One', email, password: 'mellow-pumpkin-1' })).status).toBe(201);
    const again = await signup({ name: 'Two', email: email.toUpperCase(), password: 'mellow-pumpkin-2' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: {
        code: 'email_taken',
        message: 'An account with this email already exists',
        fields: { email: 'taken' },
      },
    });
  });

  it.each([
    [{ name: '   ', email: 'c@example.com', password: 'mellow-pumpkin-1' }, { name: 'required' }],
    [{ name: 'Cy', email: 'not an email', password: 'mellow-pumpkin-1' }, { email: 'email' }],
    [{ name: 'Cy', email: 'c@example.com', password: '1234567' }, { password: 'minLength:8' }],
    [
      { name: 42, email: 'c@example.com', password: 12345678 },
      { name: 'required', password: 'required' },
    ],
    [{}, { name: 'required', email: 'required', password: 'required' }],
  ])('answers 400 validation_failed for %j', async (body, fields) => {
    const response = await signup(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'validation_failed', message: expect.any(String), fields },
    });
  });

  it('answers 400 invalid_json for malformed JSON and 413 for an oversize body', async () => {
    const malformed = await POST(
      apiRequest('/api/v1/auth/signup', { method: 'POST', rawBody: '{"name": "Ann",' }),
    );
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe('invalid_json');
    const rawBody = JSON.stringify({ name: 'Ann', email: uniqueEmail(), password: 'p'.repeat(70_000) });
    const oversize = await POST(apiRequest('/api/v1/auth/signup', { method: 'POST', rawBody }));
    expect(oversize.status).toBe(413);
    expect((await oversize.json()).error.code).toBe('payload_too_large');
  });

  it('limits sign-ups per client IP, whatever the client writes before the proxy’s entry', async () => {
    process.env.SIGNUP_RATE_LIMIT = '2/1h';
    try {
      const ip = uniqueIp();
      // Each request forges a new first X-Forwarded-For entry; the proxy appends the real address.
      const forged = () => `${uniqueIp()}, ${ip}`;
      for (let i = 0; i < 2; i += 1) {
        expect(
          (await signup({ name: 'Dee', email: uniqueEmail(), password: 'mellow-pumpkin-1' }, forged()))
            .status,
        ).toBe(201);
      }
      const limited = await signup(
        { name: 'Dee', email: uniqueEmail(), password: 'mellow-pumpkin-1' },
        forged(),
      );
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect((await limited.json()).error.code).toBe('rate_limited');
      expect((await signup({ name: 'Dee', email: uniqueEmail(), password: 'mellow-pumpkin-1' })).status).toBe(
        201,
      );
    } finally {
      delete process.env.SIGNUP_RATE_LIMIT;
    }
  });
});
