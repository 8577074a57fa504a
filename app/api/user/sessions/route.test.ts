/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';

import { DELETE } from '@/app/api/user/sessions/[id]/route';
import { GET } from '@/app/api/user/sessions/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { authenticate, createSession, revokeSession } from '@/lib/server/auth/sessions';
import { createCustomer, type PublicUser } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { sessions } from '@/lib/server/db/schema';
import { apiRequest, setupRouteTest, uniqueEmail } from '@/test/api-route';

setupRouteTest();

const PASSWORD = 'quiet-orchard-17';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const list = (token: string, ip = '203.0.113.9') =>
  GET(apiRequest('/api/user/sessions', { token, headers: { 'x-forwarded-for': ip } }));
const end = (token: string, id: string) =>
  DELETE(apiRequest(`/api/user/sessions/${id}`, { method: 'DELETE', token }), {
    params: Promise.resolve({ id }),
  });

async function signInFrom(email: string, ip: string, userAgent: string): Promise<string> {
  const response = await login(
    apiRequest('/api/v1/auth/login', {
      method: 'POST',
      body: { email, password: PASSWORD },
      headers: { 'x-forwarded-for': ip, 'user-agent': userAgent },
    }),
  );
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}

describe('/api/user/sessions', () => {
  let user: PublicUser;
  beforeEach(async () => {
    user = await createCustomer({ name: 'Ann', email: uniqueEmail(), password: PASSWORD });
  });

  it('lists the live sessions with their address, user agent and times, the current one marked', async () => {
    const phone = await signInFrom(user.email, '198.51.100.7', FIREFOX);
    const here = await signInFrom(user.email, '203.0.113.9', 'curl/8.5.0');
    const ended = await createSession(user.id);
    await revokeSession(ended.token);
    await createSession((await createCustomer({ name: 'Bo', email: uniqueEmail(), password: PASSWORD })).id);

    const response = await list(here);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown>[] };
    expect(data).toHaveLength(2);
    const iso = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
    expect(data).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(String),
          current: true,
          createdAt: iso,
          lastActiveAt: iso,
          ip: '203.0.113.9',
          userAgent: 'curl/8.5.0',
          secondFactor: null,
        },
        {
          id: expect.any(String),
          current: false,
          createdAt: iso,
          lastActiveAt: iso,
          ip: '198.51.100.7',
          userAgent: FIREFOX,
          secondFactor: null,
        },
      ]),
    );
    expect(await authenticate(phone)).toEqual(user);
  });

  it('writes the last-active time and address at most once a minute', async () => {
    const { token } = await createSession(user.id, { ip: '192.0.2.1', userAgent: FIREFOX });
    const db = await getDb();
    const minutesAgo = (n: number) => sql`now() - make_interval(mins => ${n})`;
    await db
      .update(sessions)
      .set({ lastActiveAt: minutesAgo(5) })
      .where(eq(sessions.userId, user.id));
    await list(token, '192.0.2.50');
    const [fresh] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(Date.now() - fresh.lastActiveAt.getTime()).toBeLessThan(10_000);
    expect(fresh.ip).toBe('192.0.2.50');
    // Within the minute nothing is written, whatever the address.
    await list(token, '192.0.2.99');
    const [same] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(same.lastActiveAt).toEqual(fresh.lastActiveAt);
    expect(same.ip).toBe('192.0.2.50');
  });

  it('signs one session out by its id, only the caller’s own and only once', async () => {
    const here = await createSession(user.id);
    const other = await createSession(user.id);
    const stranger = await createSession(
      (await createCustomer({ name: 'Bo', email: uniqueEmail(), password: PASSWORD })).id,
    );
    const ids = ((await (await list(here.token)).json()) as { data: { id: string; current: boolean }[] })
      .data;
    const otherId = ids.find((session) => !session.current)!.id;

    const strangerCall = await end(stranger.token, otherId);
    expect(strangerCall.status).toBe(404);
    expect(await authenticate(other.token)).toEqual(user);

    const response = await end(here.token, otherId);
    expect(response.status).toBe(204);
    expect(await authenticate(other.token)).toBeNull();
    expect(await authenticate(here.token)).toEqual(user);
    expect((await end(here.token, otherId)).status).toBe(404);
    expect((await end(here.token, 'not-a-uuid')).status).toBe(404);
  });
});
