import 'server-only';

import type { RateLimit } from '@/lib/server/config';

export interface RateLimitState {
  limited: boolean;
  /** Whole seconds until the key may try again; 0 when not limited. */
  retryAfterSeconds: number;
  /** Attempts the window has left after this one (0 when limited). */
  remaining: number;
  /** Whole seconds until the window ends (for the RateLimit-Reset header). */
  resetSeconds: number;
}

/** One limit's counters, wherever they are kept. */
export interface RateLimitCounter {
  readonly rule: RateLimit;
  /** Counts one attempt; returns the state before it, so the attempt that is limited is refused. */
  hit(key: string): Promise<RateLimitState>;
  /** Gives back one counted attempt (one that turned out not to count, such as a successful sign-in). */
  release(key: string): Promise<void>;
  /** Forgets the key's window. */
  reset(key: string): Promise<void>;
}
