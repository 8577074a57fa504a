/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { RateLimiter, rateLimiter, resetRateLimiters } from '@/lib/server/rate-limit';

describe('RateLimiter', () => {
  const rule = { limit: 3, windowMs: 60_000 };

  it('allows the limit, then refuses until the window ends', () => {
    const limiter = new RateLimiter(rule);
    const t0 = 1_000_000;
    expect([1, 2, 3].map(() => limiter.hit('a', t0).limited)).toEqual([false, false, false]);
    expect(limiter.hit('a', t0 + 1000)).toEqual({ limited: true, retryAfterSeconds: 59 });
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
    limiter.reset('a');
    expect(limiter.check('a', 0).limited).toBe(false);
  });
});

describe('rateLimiter', () => {
  it('keeps one limiter per purpose, renewed when its rule changes, none when off', () => {
    resetRateLimiters();
    const login = rateLimiter('login', { limit: 2, windowMs: 1000 });
    expect(rateLimiter('login', { limit: 2, windowMs: 1000 })).toBe(login);
    expect(rateLimiter('login', { limit: 3, windowMs: 1000 })).not.toBe(login);
    expect(rateLimiter('login', null)).toBeNull();
  });
});
