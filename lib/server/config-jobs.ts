import 'server-only';

/**
 * The background jobs' and the live stream's settings of lib/server/config.ts (documented there, and in
 * docs/preview-deployments.md): who runs the jobs, the cron routes' secret, the stream's longest run.
 */
function env(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/** The shortest CRON_SECRET taken: a guessable one would let anyone run the jobs. */
export const CRON_SECRET_MIN_LENGTH = 16;

/**
 * CRON_SECRET [unset]: the bearer token the cron routes (/api/cron/<job>) require; unset, they answer
 * 404 and never run. Never logged, never in an answer (not even in the error for a short one).
 */
export function cronSecret(): string | null {
  const value = env('CRON_SECRET');
  if (value === undefined) return null;
  if (value.length < CRON_SECRET_MIN_LENGTH) {
    throw new Error(`CRON_SECRET must be at least ${CRON_SECRET_MIN_LENGTH} characters long`);
  }
  return value;
}

/**
 * BACKGROUND_JOBS [on; off on Vercel]: `on` runs the background jobs on timers in this process (a
 * long-running server); `off` leaves them to the cron routes (serverless deployments, whose instances
 * stop between requests). Vercel sets VERCEL=1 in its functions, where timers only run while warm.
 */
export function backgroundJobsOn(): boolean {
  const raw = (env('BACKGROUND_JOBS') ?? (env('VERCEL') ? 'off' : 'on')).toLowerCase();
  if (raw !== 'on' && raw !== 'off') {
    throw new Error(`BACKGROUND_JOBS must be "on" or "off", got "${raw}"`);
  }
  return raw === 'on';
}

/**
 * LIVE_STREAM_MAX_SECONDS [250]: a live stream (GET /api/events) ends cleanly after this long and the
 * browser reconnects at once with the last event's id, before a serverless function's time limit
 * (300 s on Vercel) cuts it; `off` keeps it open until the session ends.
 */
export function liveStreamMaxSeconds(): number | null {
  const raw = env('LIVE_STREAM_MAX_SECONDS') ?? '250';
  if (raw.toLowerCase() === 'off') return null;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds < 1 || seconds > 86_400) {
    throw new Error(
      `LIVE_STREAM_MAX_SECONDS must be a whole number of seconds from 1 to 86400, or "off", got "${raw}"`,
    );
  }
  return seconds;
}

/** Every setting of this file, read once at start-up so that an invalid one stops the server. */
export function checkJobSettings(): void {
  cronSecret();
  backgroundJobsOn();
  liveStreamMaxSeconds();
}
