/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { RateLimiter, rateLimiter, resetRateLimiters } from '@/lib/server/rate-limit/limiter';

describe('RateLimiter', () => {
  const rule = { limit: 3, windowMs: 60_000 };

  it('allows the limit, then refuses until the window ends', () => {
    const limiter = new RateLimiter(rule);
    const t0 = 1_000_000;
    expect([1, 2, 3].map(() => limiter.hit('a', t0))).toEqual(
      [2, 1, 0].map((remaining) => ({ limited: false, retryAfterSeconds: 0, remaining, resetSeconds: 60 })),
    );
    expect(limiter.hit('a', t0 + 1000)).toEqual({
      limited: true,
      retryAfterSeconds: 59,
      remaining: 0,
      resetSeconds: 59,
    });
    expect(limiter.check('b', t0).limited).toBe(false);
    expect(limiter.check('a', t0 + 60_000).limited).toBe(false);
  });

  it('check does not count and reset forgets', () => {
    const limiter = new RateLimiter(rule);
    for (let i = 0; i < 5; i += 1) limiter.check('a', 0);
    expect(limiter.hit('a', 0).limited).toBe(false);
    limiter.hit('a', 0);
    limiter.hit('a', 0);
    expect(limiter.check('a', 0).limited).toBe(true);
    limiter.release('a', 0);
    expect(limiter.check('a', 0).limited).toBe(false);
    limiter.hit('a', 0);
    expect(limiter.check('a', 0).limited).toBe(true);
    limiter.reset('a');
    expect(limiter.check('a', 0).limited).toBe(false);
  });
});

describe('rateLimiter (PGlite: in memory)', () => {
  it('keeps counting across calls, starts afresh when its rule changes, and is null when off', async () => {
    delete process.env.DATABASE_URL;
    await resetRateLimiters();
    const rule = { limit: 2, windowMs: 60_000 };
    await rateLimiter('login', rule)!.hit('ip:a');
    await rateLimiter('login', rule)!.hit('ip:a');
    expect((await rateLimiter('login', rule)!.hit('ip:a')).limited).toBe(true);
    // Another purpose counts on its own.
    expect((await rateLimiter('signup', rule)!.hit('ip:a')).limited).toBe(false);
    // A new rule is a new window.
    expect((await rateLimiter('login', { limit: 3, windowMs: 60_000 })!.hit('ip:a')).limited).toBe(false);
    expect(rateLimiter('login', null)).toBeNull();
    // Signup used up too, so that only the reset lets the next attempt through.
    await rateLimiter('signup', rule)!.hit('ip:a');
    expect((await rateLimiter('signup', rule)!.hit('ip:a')).limited).toBe(true);
    await resetRateLimiters();
    expect((await rateLimiter('signup', rule)!.hit('ip:a')).limited).toBe(false);
  });
});
