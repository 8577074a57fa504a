import 'server-only';

import { sql } from 'drizzle-orm';

import type { RateLimit } from '@/lib/server/config';
import { getDb, rowsOf, type Db } from '@/lib/server/db/client';
import { rateLimits } from '@/lib/server/db/schema';
import type { RateLimitCounter, RateLimitState } from '@/lib/server/rate-limit/counter';

/** Expired windows are deleted now and then, after this many attempts counted by this process. */
const SWEEP_EVERY = 1000;
let attempts = 0;

/**
 * One limit's counters in PostgreSQL's `rate_limits` table, shared by every console instance on the
 * database. Each attempt is one statement: a new or expired window starts at 1, a window under the
 * limit counts one more, a full window is left as it is. The row lock makes concurrent attempts from
 * any instance count one after the other, so together they never pass the limit. Time is the
 * database's clock, the same for every instance.
 */
export class DatabaseRateLimiter implements RateLimitCounter {
  constructor(
    readonly name: string,
    readonly rule: RateLimit,
  ) {}

  async hit(key: string): Promise<RateLimitState> {
    const db = await getDb();
    const counted = rowsOf<{ count: number; ms: number | string }>(
      await db.execute(sql`
        insert into ${rateLimits} as r (name, key, count, reset_at)
        values (${this.name}, ${key}, 1, now() + make_interval(secs => ${this.rule.windowMs / 1000}))
        on conflict (name, key) do update set
          count = case when r.reset_at <= now() then 1 else r.count + 1 end,
          reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
        where r.reset_at <= now() or r.count < ${this.rule.limit}
        returning r.count, extract(epoch from (r.reset_at - now())) * 1000 as ms`),
    );
    await sweep(db);
    const seconds = (ms: number | string | undefined) => Math.max(1, Math.ceil(Number(ms ?? 0) / 1000));
    if (counted.length > 0) {
      const [{ count, ms }] = counted;
      return {
        limited: false,
        retryAfterSeconds: 0,
        remaining: Math.max(0, this.rule.limit - Number(count)),
        resetSeconds: seconds(ms),
      };
    }
    const [window] = rowsOf<{ ms: number | string }>(
      await db.execute(sql`
        select extract(epoch from (reset_at - now())) * 1000 as ms
        from ${rateLimits} where name = ${this.name} and key = ${key}`),
    );
    const wait = seconds(window?.ms);
    return { limited: true, retryAfterSeconds: wait, remaining: 0, resetSeconds: wait };
  }

  async release(key: string): Promise<void> {
    const db = await getDb();
    await db.execute(sql`
      update ${rateLimits} set count = count - 1
      where name = ${this.name} and key = ${key} and count > 0 and reset_at > now()`);
  }

  async reset(key: string): Promise<void> {
    const db = await getDb();
    await db.execute(sql`delete from ${rateLimits} where name = ${this.name} and key = ${key}`);
  }
}

// Keys never seen again would keep their rows: every SWEEP_EVERY attempts, the long-expired go.
async function sweep(db: Db): Promise<void> {
  attempts += 1;
  if (attempts % SWEEP_EVERY !== 0) return;
  await db.execute(sql`delete from ${rateLimits} where reset_at < now() - interval '1 hour'`);
}

/** Forgets every window (tests). */
export async function clearDatabaseRateLimits(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from ${rateLimits}`);
}
