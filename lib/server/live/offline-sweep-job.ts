import 'server-only';

import type { BackgroundJob } from '@/lib/server/jobs/job';
import { startJobTimer, stopJobTimer } from '@/lib/server/jobs/timers';
import { publish } from '@/lib/server/live/bus';
import { SWEEP_MS, sweepOffline } from '@/lib/server/live/offline-sweep';

/** The offline sweep (offline-sweep.ts): on a timer while this instance has streams, or its cron route. */
export const offlineSweepJob: BackgroundJob<'offline-sweep'> = {
  name: 'offline-sweep',
  everyMs: () => SWEEP_MS / 2,
  runsWith: 'streams',
  run: async () => ({ ran: true, ...(await sweepOffline(publish)) }),
};

const store = globalThis as typeof globalThis & { __fleetdeckSweepHolders?: number };

/**
 * A live stream holds the sweep's timer while it is open; the last one to go stops it (an instance
 * without streams leaves the sweep to those with streams: on PostgreSQL each publishes to all).
 * Returns the release.
 */
export function holdOfflineSweep(): () => void {
  store.__fleetdeckSweepHolders = (store.__fleetdeckSweepHolders ?? 0) + 1;
  startJobTimer(offlineSweepJob);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    store.__fleetdeckSweepHolders = (store.__fleetdeckSweepHolders ?? 1) - 1;
    if (store.__fleetdeckSweepHolders === 0) stopJobTimer(offlineSweepJob.name);
  };
}
