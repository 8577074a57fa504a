import 'server-only';

import { backgroundJobsOn } from '@/lib/server/config-jobs';
import { dbOpened } from '@/lib/server/db/client';
import type { BackgroundJob } from '@/lib/server/jobs/job';
import { failureStreak, type FailureStreak } from '@/lib/server/log-streak';

/**
 * The long-running server's timers for the background jobs: each job on its own pace, one run at a time
 * in this process, never holding the process open. BACKGROUND_JOBS=off starts none (the cron routes run
 * the jobs then). Kept on globalThis, so a development reload keeps one timer per job.
 */
interface Timer {
  first?: NodeJS.Timeout;
  every: NodeJS.Timeout;
  busy: boolean;
  /** An outage is logged once when the job starts failing and once when it works again. */
  failures: FailureStreak;
}

const store = globalThis as typeof globalThis & { __fleetdeckJobTimers?: Map<string, Timer> };

function timers(): Map<string, Timer> {
  store.__fleetdeckJobTimers ??= new Map();
  return store.__fleetdeckJobTimers;
}

/** Starts a job's timer in this process, once; nothing when BACKGROUND_JOBS is off. */
export function startJobTimer(job: BackgroundJob): void {
  if (timers().has(job.name) || !backgroundJobsOn()) return;
  const run = () => {
    const timer = timers().get(job.name);
    // A database closed meanwhile (tests, scripts, the process stopping) is not opened again for this.
    if (!timer || timer.busy || !dbOpened()) return;
    timer.busy = true;
    job
      .run()
      .then(() => timer.failures.succeeded(), timer.failures.failed)
      .finally(() => {
        timer.busy = false;
      });
  };
  const timer: Timer = {
    first: job.firstAfterMs === undefined ? undefined : setTimeout(run, job.firstAfterMs).unref(),
    every: setInterval(run, job.everyMs()).unref(),
    busy: false,
    failures: failureStreak(`${job.name} job`, 'a run failed; tried again on its timer'),
  };
  timers().set(job.name, timer);
}

export function stopJobTimer(name: string): void {
  const timer = timers().get(name);
  if (!timer) return;
  clearTimeout(timer.first);
  clearInterval(timer.every);
  timers().delete(name);
}
