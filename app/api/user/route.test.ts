/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';

import { GET, PUT } from '@/app/api/user/route';
import { createSession, hashToken, revokeSession } from '@/lib/server/auth/sessions';
import { createCustomer, type PublicUser } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { sessions, users } from '@/lib/server/db/schema';
import { apiRequest, setupRouteTest, uniqueEmail } from '@/test/api-route';

setupRouteTest();

const unauthorized = { error: { code: 'unauthorized', message: 'Sign in to continue' } };

async function storedName(id: string): Promise<string> {
  const [row] = await (await getDb()).select({ name: users.name }).from(users).where(eq(users.id, id));
  return row.name;
}

describe('/api/user', () => {
  let user: PublicUser;
  let token: string;

  beforeEach(async () => {
    user = await createCustomer({ name: 'Ann', email: uniqueEmail(), password: 'password1' });
    ({ token } = await createSession(user.id));
  });

  describe('GET', () => {
    it('answers the signed-in user', async () => {
      const response = await GET(apiRequest('/api/user', { token }));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        data: { id: user.id, name: 'Ann', email: user.email, role: 'customer' },
      });
    });

    it('keeps the console language its cookie names as the language of their emails, a known one only', async () => {
      const stored = async () =>
        (await (await getDb()).select({ locale: users.locale }).from(users).where(eq(users.id, user.id)))[0]
          .locale;
      const load = (cookie: string) => GET(apiRequest('/api/user', { token, headers: { cookie } }));
      expect((await load('theme=dark')).status).toBe(200);
      expect(await stored()).toBeNull();
      expect((await load('theme=dark; NEXT_LOCALE=ja')).status).toBe(200);
      expect(await stored()).toBe('ja');
      // A language the console does not have leaves the last one.
      expect((await load('NEXT_LOCALE=xx')).status).toBe(200);
      expect(await stored()).toBe('ja');
    });

    it.each([
      ['no token', {}],
      ['a garbage token', { token: 'garbage' }],
      ['another scheme', { headers: { authorization: 'Basic YWxhZGRpbjpvcGVu' } }],
    ])('answers 401 with %s', async (_label, options) => {
      const response = await GET(apiRequest('/api/user', options));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(unauthorized);
    });

    it('answers 401 for a revoked token', async () => {
      await revokeSession(token);
      expect((await GET(apiRequest('/api/user', { token }))).status).toBe(401);
    });

    it('answers 401 for an expired token', async () => {
      await (
        await getDb()
      )
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect((await GET(apiRequest('/api/user', { token }))).status).toBe(401);
    });
  });

  describe('PUT', () => {
    const put = (body: unknown, options: { token?: string; rawBody?: string } = { token }) =>
      PUT(apiRequest('/api/user', { method: 'PUT', body, ...options }));

    it('stores the trimmed name and answers the updated user', async () => {
      const response = await put({ data: { name: '  Ann Marie  ' } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        data: { id: user.id, name: 'Ann Marie', email: user.email, role: 'customer' },
      });
      expect(await storedName(user.id)).toBe('Ann Marie');
    });

    it.each([
      [{ data: { name: '' } }, 'required'],
      [{ data: { name: '    ' } }, 'required'],
      [{ data: { name: 'x'.repeat(101) } }, 'maxLength:100'],
      [{ data: { name: 7 } }, 'required'],
      [{ data: 'Ann' }, 'required'],
      [{ name: 'Ann' }, 'required'],
    ])('answers 400 for %j and keeps the name', async (body, key) => {
      const response = await put(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'validation_failed', message: expect.any(String), fields: { name: key } },
      });
      expect(await storedName(user.id)).toBe('Ann');
    });

    it('accepts exactly 100 characters', async () => {
      expect((await put({ data: { name: 'y'.repeat(100) } })).status).toBe(200);
      expect(await storedName(user.id)).toBe('y'.repeat(100));
    });

    it('answers 400 invalid_json for malformed JSON', async () => {
      const response = await put(undefined, { token, rawBody: '{"data":{"name":' });
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('invalid_json');
    });

    it('answers 401 without a valid token and changes nothing', async () => {
      const response = await put({ data: { name: 'Mallory' } }, { token: 'forged' });
      expect(response.status).toBe(401);
      expect(await storedName(user.id)).toBe('Ann');
    });
  });
});
