/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { Webhook as SvixWebhook } from 'svix';

import { deliverDue } from '@/lib/server/alerts/deliver';
import { queueTestEvent } from '@/lib/server/alerts/deliveries';
import { createEndpoint, rotateEndpointSecret } from '@/lib/server/alerts/endpoints';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import { webhookDeliveries } from '@/lib/server/db/schema';
import { setupRouteTest } from '@/test/api-route';
import { startReceiver, type ReceivedRequest, type WebhookReceiver } from '@/test/server/webhook-receiver';

const { appOf, signedIn } = setupRouteTest();

let receiver: WebhookReceiver;
beforeAll(async () => {
  process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'on';
  receiver = await startReceiver();
});
afterAll(async () => {
  delete process.env.ALERT_ALLOW_PRIVATE_TARGETS;
  await receiver.close();
});

/** The Standard Webhooks headers of a request, as a receiver's framework hands them over. */
function standardHeaders(request: ReceivedRequest): Record<string, string> {
  const header = (name: string) => String(request.headers[name] ?? '');
  return {
    'webhook-id': header('webhook-id'),
    'webhook-timestamp': header('webhook-timestamp'),
    'webhook-signature': header('webhook-signature'),
  };
}

/** An endpoint on the receiver, a test event queued for it and sent; answers the endpoint and the request. */
async function deliveredTestEvent() {
  const ann = await signedIn();
  const app = await appOf(ann);
  const endpoint = await createEndpoint(
    ann.user.id,
    app.id,
    { url: receiver.url, format: 'json' },
    SYSTEM_SOURCE,
  );
  const before = receiver.received.length;
  const delivery = await queueTestEvent(ann.user.id, app.id, endpoint.id);
  await deliverDue();
  const [request] = receiver.received.slice(before);
  return { ann, app, endpoint, delivery, request };
}

describe('the Standard Webhooks signature (docs/webhooks.md)', () => {
  it('verifies with the standardwebhooks and svix libraries as they are, given the secret as shown', async () => {
    const { endpoint, delivery, request } = await deliveredTestEvent();
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const headers = standardHeaders(request);
    expect(headers['webhook-id']).toBe(delivery.id);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);

    const event = { type: 'test', id: JSON.parse(request.body).id };
    expect(new StandardWebhook(endpoint.secret).verify(request.body, headers)).toMatchObject(event);
    // Svix's verify answers nothing and throws for a signature it refuses.
    expect(() => new SvixWebhook(endpoint.secret).verify(request.body, headers)).not.toThrow();
    // Fleetdeck's own signature is still there, beside it.
    expect(request.headers['x-fleetdeck-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it('fails for a changed body, another secret or another delivery’s id', async () => {
    const { endpoint, request } = await deliveredTestEvent();
    const headers = standardHeaders(request);
    const library = new StandardWebhook(endpoint.secret);
    expect(() => library.verify(request.body.replace('test', 'tset'), headers)).toThrow();
    expect(() => library.verify(request.body, { ...headers, 'webhook-id': 'other' })).toThrow();
    const other = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;
    expect(() => new SvixWebhook(other).verify(request.body, headers)).toThrow();
  });

  it('keeps the id on a retry, and signs with a rotated secret at once', async () => {
    const { ann, app, endpoint, delivery } = await deliveredTestEvent();
    const before = receiver.received.length;
    receiver.answers.push(500);
    const again = await queueTestEvent(ann.user.id, app.id, endpoint.id);
    await deliverDue();
    // The failed attempt is due again now, as if its back-off had passed.
    const db = await getDb();
    await db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(webhookDeliveries.id, again.id));
    const rotated = await rotateEndpointSecret(ann.user.id, app.id, endpoint.id, SYSTEM_SOURCE);
    await deliverDue();

    const [failed, retried] = receiver.received.slice(before);
    expect(standardHeaders(failed)['webhook-id']).toBe(again.id);
    expect(standardHeaders(retried)['webhook-id']).toBe(again.id);
    expect(again.id).not.toBe(delivery.id);
    expect(() =>
      new SvixWebhook(rotated.secret).verify(retried.body, standardHeaders(retried)),
    ).not.toThrow();
    expect(() => new SvixWebhook(endpoint.secret).verify(retried.body, standardHeaders(retried))).toThrow();
  });
});
