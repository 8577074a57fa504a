import 'server-only';

import { sendChannelMails } from '@/lib/server/alerts/channels/mails';
import { runAlertCheck } from '@/lib/server/alerts/check';
import { deliverDue } from '@/lib/server/alerts/deliver';
import { serverConfig } from '@/lib/server/config';
import type { BackgroundJob } from '@/lib/server/jobs/job';

/**
 * One round: the offline check, then the deliveries that are due. Overlapping rounds (instances, a timer
 * and a cron call) are safe: the check runs under an advisory lock and keeps what it announced, so each
 * change is announced once (check.ts); a delivery is claimed with SKIP LOCKED and a lease (deliver.ts).
 */
export async function alertRound(): Promise<{ checked: boolean; attempts: number; emails: number }> {
  const checked = await runAlertCheck();
  const attempts = await deliverDue();
  // The incident emails the check queued (channels/mails.ts), claimed like the deliveries.
  const emails = await sendChannelMails();
  return { checked, attempts, emails };
}

/** The offline alerts, every ALERT_CHECK_SECONDS (GET /api/cron/alerts). */
export const alertsJob: BackgroundJob<'alerts'> = {
  name: 'alerts',
  everyMs: () => serverConfig().alertCheckSeconds * 1000,
  runsWith: 'server',
  run: async () => {
    const { checked, attempts, emails } = await alertRound();
    // Deliveries are claimed one by one: a round that lost the check still sends what is due.
    return { ran: true, checked, attempts, emails };
  },
};
