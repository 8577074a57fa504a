/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';

import { POST } from '@/app/api/user/password/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { authenticate, createSession } from '@/lib/server/auth/sessions';
import { createCustomer, type PublicUser } from '@/lib/server/auth/users';
import { resetRateLimiters } from '@/lib/server/rate-limit/limiter';
import { apiRequest, setupRouteTest, uniqueEmail, uniqueIp } from '@/test/api-route';

setupRouteTest();

const PASSWORD = 'quiet-orchard-17';

const change = (token: string | undefined, body: unknown) =>
  POST(apiRequest('/api/user/password', { method: 'POST', token, body }));
const signIn = (email: string, password: string) =>
  login(
    apiRequest('/api/v1/auth/login', {
      method: 'POST',
      body: { email, password },
      headers: { 'x-forwarded-for': uniqueIp() },
    }),
  );

describe('POST /api/user/password', () => {
  let user: PublicUser;
  beforeEach(async () => {
    await resetRateLimiters();
    user = await createCustomer({ name: 'Ann', email: uniqueEmail(), password: PASSWORD });
  });
  afterEach(() => {
    delete process.env.LOGIN_RATE_LIMIT;
  });

  it('sets the new password, ends every other session and keeps this one', async () => {
    const here = await createSession(user.id);
    const phone = await createSession(user.id);
    const laptop = await createSession(user.id);
    const response = await change(here.token, {
      currentPassword: PASSWORD,
      newPassword: 'brisk-autumn-river',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { endedSessions: 2 } });
    expect(await authenticate(here.token)).toEqual(user);
    expect(await authenticate(phone.token)).toBeNull();
    expect(await authenticate(laptop.token)).toBeNull();
    expect((await signIn(user.email, PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, 'brisk-autumn-river')).status).toBe(200);
  });

  it('refuses a wrong current password on its field, and changes nothing', async () => {
    const here = await createSession(user.id);
    const other = await createSession(user.id);
    const response = await change(here.token, {
      currentPassword: 'not it',
      newPassword: 'brisk-autumn-river',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: expect.any(String),
        fields: { currentPassword: 'wrongPassword' },
      },
    });
    expect(await authenticate(other.token)).toEqual(user);
    expect((await signIn(user.email, PASSWORD)).status).toBe(200);
  });

  it('holds a new password to the sign-up rules', async () => {
    const { token } = await createSession(user.id);
    for (const [newPassword, key] of [
      ['password1', 'commonPassword'],
      ['short', 'minLength:8'],
      ['x'.repeat(201), 'maxLength:200'],
    ]) {
      const response = await change(token, { currentPassword: PASSWORD, newPassword });
      expect(await response.json()).toMatchObject({ error: { fields: { newPassword: key } } });
    }
  });

  it('counts wrong current passwords per account like failed sign-ins', async () => {
    process.env.LOGIN_RATE_LIMIT = '2/15m';
    const { token } = await createSession(user.id);
    const wrong = { currentPassword: 'guess', newPassword: 'brisk-autumn-river' };
    expect((await change(token, wrong)).status).toBe(400);
    expect((await change(token, wrong)).status).toBe(400);
    const limited = await change(token, { ...wrong, currentPassword: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers 401 without a valid token', async () => {
    expect(
      (await change(undefined, { currentPassword: PASSWORD, newPassword: 'brisk-autumn-river' })).status,
    ).toBe(401);
  });
});
