import 'server-only';

import { runAlertCheck } from '@/lib/server/alerts/check';
import { deliverDue } from '@/lib/server/alerts/deliver';
import { serverConfig } from '@/lib/server/config';
import { dbOpened } from '@/lib/server/db/client';
import { failureStreak } from '@/lib/server/log-streak';

const store = globalThis as typeof globalThis & {
  __fleetdeckAlerts?: NodeJS.Timeout;
  __fleetdeckAlertsBusy?: boolean;
};

/** One round: the offline check (one instance at a time), then the deliveries that are due. */
export async function alertRound(): Promise<void> {
  await runAlertCheck();
  await deliverDue();
}

const rounds = failureStreak('alert rounds', 'a round failed; tried again every ALERT_CHECK_SECONDS');

/** Starts the rounds every ALERT_CHECK_SECONDS in this process (once: a development reload keeps the timer). */
export function startAlerts(): void {
  if (store.__fleetdeckAlerts) return;
  const run = () => {
    // A database closed meanwhile (tests, scripts) is not opened again for this; a round never overlaps.
    if (!dbOpened() || store.__fleetdeckAlertsBusy) return;
    store.__fleetdeckAlertsBusy = true;
    alertRound()
      .then(rounds.succeeded, rounds.failed)
      .finally(() => {
        store.__fleetdeckAlertsBusy = false;
      });
  };
  store.__fleetdeckAlerts = setInterval(run, serverConfig().alertCheckSeconds * 1000);
  store.__fleetdeckAlerts.unref();
}
