import type { RateLimit } from '@/lib/server/config';

/**
 * A fixed-window counter per key (an email, a client IP). It lives in this process's memory: each
 * console instance counts on its own, so N instances allow up to N times the limit, and a restart
 * forgets the counts. That is enough to slow down guessing; a shared store would be the next step.
 */
interface Window {
  count: number;
  resetAt: number;
}

export interface RateLimitState {
  limited: boolean;
  /** Whole seconds until the key may try again; 0 when not limited. */
  retryAfterSeconds: number;
}

const SWEEP_EVERY = 1000;

export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private calls = 0;

  constructor(readonly rule: RateLimit) {}

  /** Whether the key has used up its window, without counting an attempt. */
  check(key: string, now = Date.now()): RateLimitState {
    const window = this.current(key, now);
    if (!window || window.count < this.rule.limit) return { limited: false, retryAfterSeconds: 0 };
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }

  /** Counts one attempt; returns the state before it, so the attempt that is limited is refused. */
  hit(key: string, now = Date.now()): RateLimitState {
    const state = this.check(key, now);
    if (state.limited) return state;
    const window = this.current(key, now) ?? { count: 0, resetAt: now + this.rule.windowMs };
    window.count += 1;
    this.windows.set(key, window);
    return state;
  }

  /** Gives back one counted attempt (one that turned out not to count, such as a successful sign-in). */
  release(key: string, now = Date.now()): void {
    const window = this.current(key, now);
    if (window && window.count > 0) window.count -= 1;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string, now: number): Window | undefined {
    this.sweep(now);
    const window = this.windows.get(key);
    if (window && window.resetAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  // Bounds memory: expired windows of keys never seen again are dropped from time to time.
  private sweep(now: number): void {
    this.calls += 1;
    if (this.calls % SWEEP_EVERY !== 0) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

// On globalThis so that Next's dev reloads keep the counts.
const store = globalThis as typeof globalThis & { __fleetdeckRateLimiters?: Map<string, RateLimiter> };

/**
 * The process's limiter for one purpose, or null when that limit is off. A changed rule (read from
 * the environment on each call) starts a fresh limiter.
 */
export function rateLimiter(name: string, rule: RateLimit | null): RateLimiter | null {
  if (!rule) return null;
  store.__fleetdeckRateLimiters ??= new Map();
  const existing = store.__fleetdeckRateLimiters.get(name);
  if (existing && existing.rule.limit === rule.limit && existing.rule.windowMs === rule.windowMs)
    return existing;
  const limiter = new RateLimiter(rule);
  store.__fleetdeckRateLimiters.set(name, limiter);
  return limiter;
}

/** Forgets every count (tests). */
export function resetRateLimiters(): void {
  store.__fleetdeckRateLimiters?.clear();
}
