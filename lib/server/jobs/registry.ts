import 'server-only';

import { alertsJob } from '@/lib/server/alerts/jobs';
import { auditRetentionJob } from '@/lib/server/audit/retention';
import { tokenExpiryJob } from '@/lib/server/auth/token-expiry';
import { deviceHistoryRetentionJob } from '@/lib/server/domain/devices/history-retention';
import type { BackgroundJob } from '@/lib/server/jobs/job';
import { startJobTimer } from '@/lib/server/jobs/timers';
import { offlineSweepJob } from '@/lib/server/live/offline-sweep-job';

/**
 * Every background job, the one list that the long-running server's timers and the cron routes
 * (app/api/cron/<name>/route.ts, vercel.json) both read: a new job is added here, with its route and
 * its line in vercel.json (docs/operations.md, "Preview deployments" lists them).
 */
export const BACKGROUND_JOBS = {
  alerts: alertsJob,
  'audit-retention': auditRetentionJob,
  'device-history-retention': deviceHistoryRetentionJob,
  'offline-sweep': offlineSweepJob,
  'token-expiry': tokenExpiryJob,
} as const satisfies { [Name in string]: BackgroundJob<Name> };

export type JobName = keyof typeof BACKGROUND_JOBS;

/** The long-running server's start: the timers of the jobs that run with it (BACKGROUND_JOBS=on). */
export function startBackgroundJobs(): void {
  for (const job of Object.values(BACKGROUND_JOBS)) {
    if (job.runsWith === 'server') startJobTimer(job);
  }
}
