/**
 * A background job: a plain function that the long-running server's timer (lib/server/jobs/timers.ts)
 * and its cron route (/api/cron/<name>, lib/server/jobs/cron-route.ts) both call. A run must be safe
 * when two callers overlap (two instances, a timer and a cron call): each job says how in its module.
 */
export interface BackgroundJob<Name extends string = string> {
  name: Name;
  /** How often the long-running server's timer runs it. */
  everyMs: () => number;
  /** A first run this soon after start, before the pace's first (the hourly retention jobs). */
  firstAfterMs?: number;
  /**
   * When the timer runs: from the server's start, or only while this instance has live streams (the
   * offline sweep tells streams; with none, there is nobody to tell).
   */
  runsWith: 'server' | 'streams';
  /** One run; answers what it did, for the cron route's answer (counts only, nothing secret). */
  run: () => Promise<JobOutcome>;
}

/** `ran: false`: another caller held the job (an advisory lock), so this run did nothing. */
export type JobOutcome = { ran: boolean } & Record<string, number | boolean>;
