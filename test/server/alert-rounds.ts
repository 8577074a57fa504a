import { afterAll, beforeAll } from '@jest/globals';

import type { AlertEvent } from '@/lib/api/contract/alerts';
import { runAlertCheck } from '@/lib/server/alerts/check';
import { deliverDue } from '@/lib/server/alerts/deliver';

import { startReceiver, type WebhookReceiver } from './webhook-receiver';

/** An event as an endpoint received it, with the last part of the path it was sent to (`/a`). */
export type ReceivedEvent = AlertEvent & { path: string; data: Record<string, unknown> };

/**
 * The offline check's tests: a webhook receiver on 127.0.0.1 (private targets allowed for it), a 300 s
 * online window, and `round`, one round of the background job (the check, then the deliveries)
 * answering the events the app's endpoints received in it. `receiver()` is the receiver of the file.
 */
export function setupAlertRounds() {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'on';
    process.env.ONLINE_WINDOW_SECONDS = '300';
    receiver = await startReceiver();
  });
  afterAll(async () => {
    // The live events of the last round are handed over on the next turn: before the file ends.
    await new Promise((resolve) => setImmediate(resolve));
    delete process.env.ALERT_ALLOW_PRIVATE_TARGETS;
    delete process.env.ONLINE_WINDOW_SECONDS;
    await receiver.close();
  });
  return {
    receiver: () => receiver,
    round: async (appId: string): Promise<ReceivedEvent[]> => {
      const before = receiver.received.length;
      await runAlertCheck();
      await deliverDue();
      return receiver.received
        .slice(before)
        .map((request) => ({
          ...(JSON.parse(request.body) as AlertEvent),
          path: `/${request.url.split('/').pop()}`,
        }))
        .filter((event): event is ReceivedEvent => event.appId === appId);
    },
  };
}
