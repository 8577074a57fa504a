import 'server-only';

import { runAlertCheck } from '@/lib/server/alerts/check';
import { deliverDue } from '@/lib/server/alerts/deliver';
import { serverConfig } from '@/lib/server/config';
import { dbOpened } from '@/lib/server/db/client';

const store = globalThis as typeof globalThis & {
  __fleetdeckAlerts?: NodeJS.Timeout;
  __fleetdeckAlertsBusy?: boolean;
};

/** One round: the offline check (one instance at a time), then the deliveries that are due. */
export async function alertRound(): Promise<void> {
  await runAlertCheck();
  await deliverDue();
}

/** Starts the rounds every ALERT_CHECK_SECONDS in this process (once: a development reload keeps the timer). */
export function startAlerts(): void {
  if (store.__fleetdeckAlerts) return;
  const run = () => {
    // A database closed meanwhile (tests, scripts) is not opened again for this; a round never overlaps.
    if (!dbOpened() || store.__fleetdeckAlertsBusy) return;
    store.__fleetdeckAlertsBusy = true;
    alertRound()
      .catch((error: unknown) =>
        console.error('[alerts] round failed:', error instanceof Error ? error.message : error),
      )
      .finally(() => {
        store.__fleetdeckAlertsBusy = false;
      });
  };
  store.__fleetdeckAlerts = setInterval(run, serverConfig().alertCheckSeconds * 1000);
  store.__fleetdeckAlerts.unref();
}
