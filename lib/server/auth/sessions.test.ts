/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';

import {
  authenticate,
  createSession,
  hashToken,
  revokeSession,
  SESSION_SWEEP_EVERY,
} from '@/lib/server/auth/sessions';
import { createCustomer } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { sessions } from '@/lib/server/db/schema';
import { uniqueEmail, setupTestDatabase } from '@/test/server/support';

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

  it('deletes sessions that ended over an hour ago, now and then as users sign in', async () => {
    const user = await newUser();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    const rows = {
      live: { expiresAt: inHours(1), revokedAt: null },
      expiredLongAgo: { expiresAt: hoursAgo(2), revokedAt: null },
      revokedLongAgo: { expiresAt: inHours(20), revokedAt: hoursAgo(2) },
      justExpired: { expiresAt: hoursAgo(0.1), revokedAt: null },
      justRevoked: { expiresAt: inHours(20), revokedAt: hoursAgo(0.1) },
    };
    const db = await getDb();
    await db.insert(sessions).values(
      // Hashes unique to this user: a PostgreSQL test database outlives one run.
      Object.entries(rows).map(([name, row]) => ({
        userId: user.id,
        tokenHash: `${name}:${user.id}`,
        ...row,
      })),
    );

    const other = await newUser();
    for (let i = 0; i < SESSION_SWEEP_EVERY; i += 1) await createSession(other.id);

    const left = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(left.map((row) => row.tokenHash.split(':')[0]).sort()).toEqual([
      'justExpired',
      'justRevoked',
      'live',
    ]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, other.id))).toHaveLength(
      SESSION_SWEEP_EVERY,
    );
  }, 60_000);
});
