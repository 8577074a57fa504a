import 'server-only';

import { log } from '@/lib/server/log';

/**
 * How a retrying loop (a listener reconnecting, a flush, a background round) logs an outage: one warn
 * line when it starts failing, the failures after it counted silently (a reminder at most once every
 * REMINDER_MS while it lasts), and one info line when it works again, with the count and how long it
 * failed. A database that is down for a minute thus costs each loop two or three lines, not one a try.
 */
export const REMINDER_MS = 5 * 60_000;

interface Streak {
  since: number;
  failures: number;
  lastLine: number;
}

// On globalThis, by name: the custom server's ingest and Next's route handlers are separate bundles in
// one process, and a loop they share (the app key listener) must keep one streak.
const store = globalThis as typeof globalThis & { __fleetdeckStreaks?: Map<string, Streak> };
const streaks = (store.__fleetdeckStreaks ??= new Map());

export interface FailureStreak {
  /** One more failure: the first of a streak is logged (with the error, made safe), the rest counted. */
  failed: (error: unknown) => void;
  /** A success: ends the streak, if any, with one line. */
  succeeded: () => void;
}

/**
 * The streak of one loop. `loop` names it, in every line's `loop` field and message ("app key
 * listener"); `failing` says what a failure means meanwhile ("keys are looked up until it works again").
 */
export function failureStreak(loop: string, failing: string): FailureStreak {
  const logger = () => log().child({ loop });
  return {
    failed(error) {
      const now = Date.now();
      const streak = streaks.get(loop);
      if (!streak) {
        streaks.set(loop, { since: now, failures: 1, lastLine: now });
        logger().warn({ err: error }, `${loop}: ${failing}`);
        return;
      }
      // Replaced, not changed in place: jest soft-deletes what a test file left on globalThis, and a
      // late timer's write to such an object would recurse.
      const failures = streak.failures + 1;
      const remind = now - streak.lastLine >= REMINDER_MS;
      streaks.set(loop, { ...streak, failures, lastLine: remind ? now : streak.lastLine });
      if (!remind) return;
      const seconds = Math.round((now - streak.since) / 1000);
      logger().warn(
        { failures, failingForSeconds: seconds, err: error },
        `${loop}: still failing (${failures} failures in ${seconds} s)`,
      );
    },
    succeeded() {
      const streak = streaks.get(loop);
      if (!streak) return;
      streaks.delete(loop);
      const seconds = Math.round((Date.now() - streak.since) / 1000);
      logger().info(
        { failures: streak.failures, failedForSeconds: seconds },
        `${loop}: working again after ${streak.failures} ${streak.failures === 1 ? 'failure' : 'failures'} in ${seconds} s`,
      );
    },
  };
}
