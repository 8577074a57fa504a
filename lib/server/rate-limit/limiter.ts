import 'server-only';

/**
 * Fixed-window counters per key (an email, a client IP, an app). Where they live follows the
 * database: on PostgreSQL (DATABASE_URL), which several console instances share, in its
 * `rate_limits` table, so every instance counts against the same limit; on PGlite, which only one
 * process can open, in that process's memory (a restart forgets the counts).
 */
import { databaseKind, type RateLimit } from '@/lib/server/config';
import { dbOpened } from '@/lib/server/db/client';
import type { RateLimitCounter, RateLimitState } from '@/lib/server/rate-limit/counter';
import { clearDatabaseRateLimits, DatabaseRateLimiter } from '@/lib/server/rate-limit/database';
import { clearSyncedCounters } from '@/lib/server/rate-limit/synced-window';

interface Window {
  count: number;
  resetAt: number;
}

const SWEEP_EVERY = 1000;

/** The counters in this process's memory (PGlite). */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private calls = 0;

  constructor(readonly rule: RateLimit) {}

  /** Whether the key has used up its window, without counting an attempt. */
  check(key: string, now = Date.now()): RateLimitState {
    const window = this.current(key, now);
    const resetSeconds = Math.max(1, Math.ceil(((window?.resetAt ?? now + this.rule.windowMs) - now) / 1000));
    const count = window?.count ?? 0;
    if (count < this.rule.limit)
      return { limited: false, retryAfterSeconds: 0, remaining: this.rule.limit - count, resetSeconds };
    return { limited: true, retryAfterSeconds: resetSeconds, remaining: 0, resetSeconds };
  }

  /**
   * Counts one attempt; returns the state before it, so the attempt that is limited is refused, with
   * `remaining` counted after it.
   */
  hit(key: string, now = Date.now()): RateLimitState {
    const state = this.check(key, now);
    if (state.limited) return state;
    const window = this.current(key, now) ?? { count: 0, resetAt: now + this.rule.windowMs };
    window.count += 1;
    this.windows.set(key, window);
    return { ...state, remaining: this.rule.limit - window.count };
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

/** The async face of a memory limiter, as the database's has. */
function inMemory(limiter: RateLimiter): RateLimitCounter {
  return {
    rule: limiter.rule,
    hit: async (key) => limiter.hit(key),
    release: async (key) => limiter.release(key),
    reset: async (key) => limiter.reset(key),
  };
}

// On globalThis so that Next's dev reloads keep the counts.
const store = globalThis as typeof globalThis & { __fleetdeckRateLimiters?: Map<string, RateLimiter> };

/**
 * The counters of one limit, or null when that limit is off: in the database on PostgreSQL, in
 * memory on PGlite. A changed rule (read from the environment on each call) starts afresh in memory
 * and applies to the database's current windows from their next attempt.
 */
export function rateLimiter(name: string, rule: RateLimit | null): RateLimitCounter | null {
  if (!rule) return null;
  if (databaseKind() === 'postgres') return new DatabaseRateLimiter(name, rule);
  return inMemory(localRateLimiter(name, rule)!);
}

/**
 * The counters of one limit in this process's memory, whatever the database, or null when the limit
 * is off: for a limit whose point is to spare the database work (one database statement to count an
 * attempt would cost what it saves). With several console instances each counts on its own.
 */
export function localRateLimiter(name: string, rule: RateLimit | null): RateLimiter | null {
  if (!rule) return null;
  store.__fleetdeckRateLimiters ??= new Map();
  const existing = store.__fleetdeckRateLimiters.get(name);
  if (existing && existing.rule.limit === rule.limit && existing.rule.windowMs === rule.windowMs)
    return existing;
  const limiter = new RateLimiter(rule);
  store.__fleetdeckRateLimiters.set(name, limiter);
  return limiter;
}

/** Forgets every count, in memory and in the database (the apps' heartbeat quotas are there on both; tests). */
export async function resetRateLimiters(): Promise<void> {
  store.__fleetdeckRateLimiters?.clear();
  clearSyncedCounters();
  if (databaseKind() === 'postgres' || dbOpened()) await clearDatabaseRateLimits();
}
