import 'server-only';

import { settings } from '@/lib/settings/server';

/**
 * Who runs the background jobs, the cron routes' secret and the live stream's longest run, from the one
 * parse of the settings (lib/settings/backend.ts; docs/operations.md, "Settings" and "Preview
 * deployments").
 */

/** The bearer token the cron routes (/api/cron/<job>) require; null: they answer 404 and never run. */
export function cronSecret(): string | null {
  return settings().CRON_SECRET ?? null;
}

/**
 * Whether this process runs the background jobs on timers (a long-running server), or leaves them to the
 * cron routes (serverless deployments, whose instances stop between requests). Vercel sets VERCEL=1 in
 * its functions, where timers only run while warm: off there unless BACKGROUND_JOBS says otherwise.
 */
export function backgroundJobsOn(): boolean {
  const { BACKGROUND_JOBS, VERCEL } = settings();
  return BACKGROUND_JOBS ?? !VERCEL;
}

/**
 * How long a live stream (GET /api/events) runs before it ends cleanly and the browser reconnects with
 * the last event's id, under a serverless function's time limit (300 s on Vercel); null: until the
 * session ends.
 */
export function liveStreamMaxSeconds(): number | null {
  return settings().LIVE_STREAM_MAX_SECONDS;
}
