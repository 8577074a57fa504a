/** @jest-environment node */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { sql } from 'drizzle-orm';

import { getDb, rowsOf } from '@/lib/server/db/client';
import { DatabaseRateLimiter } from '@/lib/server/rate-limit/database';
import { rateLimiter, resetRateLimiters } from '@/lib/server/rate-limit/limiter';
import { setupTestDatabase } from '@/test/server/support';

/**
 * On PostgreSQL the rate limits are counted in the database, so console instances sharing it share
 * each limit. Runs in `npm run test:pg` (TEST_DATABASE_URL); two limiter objects stand for two instances.
 */
jest.setTimeout(30_000);

const RULE = { limit: 3, windowMs: 60_000 };

async function storedCount(name: string, key: string): Promise<number | null> {
  const db = await getDb();
  const rows = rowsOf<{ count: number }>(
    await db.execute(sql`select count from rate_limits where name = ${name} and key = ${key}`),
  );
  return rows[0]?.count ?? null;
}

describe('rate limits on PostgreSQL', () => {
  setupTestDatabase();
  beforeEach(async () => {
    await resetRateLimiters();
  });

  it('are kept in the database, so two instances count against one limit', async () => {
    expect(rateLimiter('login', RULE)).toBeInstanceOf(DatabaseRateLimiter);
    const first = new DatabaseRateLimiter('login', RULE);
    const second = new DatabaseRateLimiter('login', RULE);

    // Each attempt tells what the window has left, counted by both.
    expect(await first.hit('ip:10.0.0.1')).toMatchObject({ limited: false, remaining: 2 });
    expect(await second.hit('ip:10.0.0.1')).toMatchObject({ limited: false, remaining: 1 });
    const last = await first.hit('ip:10.0.0.1');
    expect(last).toMatchObject({ limited: false, remaining: 0 });
    expect(last.resetSeconds).toBeGreaterThanOrEqual(59);
    expect(last.resetSeconds).toBeLessThanOrEqual(60);
    expect(await storedCount('login', 'ip:10.0.0.1')).toBe(3);

    const refused = await second.hit('ip:10.0.0.1');
    expect(refused).toMatchObject({ limited: true, remaining: 0 });
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // A refused attempt is not counted; other keys and other limits count on their own.
    expect(await storedCount('login', 'ip:10.0.0.1')).toBe(3);
    expect((await first.hit('ip:10.0.0.2')).limited).toBe(false);
    expect((await new DatabaseRateLimiter('signup', RULE).hit('ip:10.0.0.1')).limited).toBe(false);
  });

  it('let exactly the limit through when attempts arrive at once', async () => {
    const limiters = Array.from({ length: 4 }, () => new DatabaseRateLimiter('heartbeat', RULE));
    const states = await Promise.all(
      Array.from({ length: 20 }, (_, index) => limiters[index % 4].hit('app:burst')),
    );
    expect(states.filter((state) => !state.limited)).toHaveLength(RULE.limit);
    expect(await storedCount('heartbeat', 'app:burst')).toBe(RULE.limit);
  });

  it('give back a released attempt, forget a reset key, and open again when the window ends', async () => {
    const limiter = new DatabaseRateLimiter('login', { limit: 1, windowMs: 1000 });
    await limiter.hit('email:ada@example.com');
    expect((await limiter.hit('email:ada@example.com')).limited).toBe(true);
    await limiter.release('email:ada@example.com');
    expect((await limiter.hit('email:ada@example.com')).limited).toBe(false);
    await limiter.reset('email:ada@example.com');
    expect(await storedCount('login', 'email:ada@example.com')).toBeNull();

    await limiter.hit('email:ada@example.com');
    expect((await limiter.hit('email:ada@example.com')).limited).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await limiter.hit('email:ada@example.com')).limited).toBe(false);
    expect(await storedCount('login', 'email:ada@example.com')).toBe(1);
  });
});
