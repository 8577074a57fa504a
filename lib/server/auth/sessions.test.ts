/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { authenticate, createSession, hashToken, revokeSession } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db/client';
import { sessions } from '@/lib/server/db/schema';
import { uniqueEmail, setupTestDatabase } from '@/lib/server/test-support';
import { createCustomer } from '@/lib/server/users';

setupTestDatabase();

async function newUser() {
  return createCustomer({ name: 'Ann', email: uniqueEmail(), password: 'password1' });
}

describe('sessions', () => {
  afterEach(() => {
    delete process.env.SESSION_TTL_HOURS;
  });

  it('hands out a random token and keeps only its hash', async () => {
    const user = await newUser();
    const { token, expiresAt } = await createSession(user.id);
    expect(token).toMatch(/^[\w-]{43}$/);
    const rows = await (await getDb()).select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(token));
    expect(rows[0].tokenHash).not.toBe(token);
    expect(rows[0].expiresAt.getTime()).toBe(expiresAt.getTime());
    expect((await createSession(user.id)).token).not.toBe(token);
  });

  it('expires after SESSION_TTL_HOURS', async () => {
    process.env.SESSION_TTL_HOURS = '2';
    const { expiresAt } = await createSession((await newUser()).id);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(2 * 3_600_000);
  });

  it('authenticates a live token only', async () => {
    const user = await newUser();
    const { token } = await createSession(user.id);
    expect(await authenticate(token)).toEqual(user);
    expect(await authenticate(`${token}x`)).toBeNull();
    expect(await authenticate('')).toBeNull();
    expect(await authenticate(null)).toBeNull();
    await revokeSession(token);
    expect(await authenticate(token)).toBeNull();
  });

  it('refuses an expired token', async () => {
    const user = await newUser();
    const { token } = await createSession(user.id);
    await (
      await getDb()
    )
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(await authenticate(token)).toBeNull();
  });
});
