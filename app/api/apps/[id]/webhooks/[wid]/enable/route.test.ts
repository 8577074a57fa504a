/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';

import { POST as enable } from '@/app/api/apps/[id]/webhooks/[wid]/enable/route';
import { POST as sendTest } from '@/app/api/apps/[id]/webhooks/[wid]/test/route';
import { GET, POST } from '@/app/api/apps/[id]/webhooks/route';
import { GET as listAudit } from '@/app/api/audit/route';
import type { WebhookEndpoint } from '@/lib/api/contract/alerts';
import type { AuditPage } from '@/lib/api/contract/audit';
import { deliverDue, deliveriesSettled } from '@/lib/server/alerts/deliver';
import { getDb } from '@/lib/server/db/client';
import { webhookDeliveries, webhookEndpoints } from '@/lib/server/db/schema';
import { resetSettings } from '@/lib/settings/define';
import { expectError, setupRouteTest } from '@/test/api-route';
import { auditedCall } from '@/test/server/audit';
import { call } from '@/test/server/org-fixtures';
import { TEST_CONSOLE_URL, setupSmtpInbox } from '@/test/server/smtp-inbox';
import { startReceiver, type WebhookReceiver } from '@/test/server/webhook-receiver';

/**
 * An endpoint that keeps failing (docs/product.md, Offline alerts): disabled once every attempt has
 * failed for 3 days, with an email and an audit entry; nothing is sent to it then; re-enabling it sends
 * what it held, and a disabled endpoint's deliveries older than 3 days fail for good.
 */
const { appOf, signedIn } = setupRouteTest();
const mail = setupSmtpInbox();

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startReceiver('/disable-hook');
});
afterAll(async () => {
  await receiver.close();
});

const base = (appId: string) => `/api/apps/${appId}/webhooks`;
const ctx = (id: string, wid = '') => ({ params: Promise.resolve({ id, wid }) });

describe('an endpoint that keeps failing', () => {
  it('is disabled after 3 days of failures, holds what comes, and sends it when re-enabled', async () => {
    mail.mailOn();
    process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'on';
    resetSettings();
    const ann = await signedIn('customer', 'Fay');
    const app = await appOf(ann);
    const created = await POST(
      auditedCall(base(app.id), 'POST', { token: ann.token, body: { url: receiver.url } }),
      ctx(app.id),
    );
    const endpoint = ((await created.json()) as { data: WebhookEndpoint }).data;
    const listed = async () =>
      (
        (await (await GET(auditedCall(base(app.id), 'GET', { token: ann.token }), ctx(app.id))).json()) as {
          data: WebhookEndpoint[];
        }
      ).data[0];
    const test = async () => {
      const queued = await sendTest(
        auditedCall(`${base(app.id)}/${endpoint.id}/test`, 'POST', { token: ann.token }),
        ctx(app.id, endpoint.id),
      );
      expect(queued.status).toBe(202);
      await deliveriesSettled();
    };

    // A failed attempt starts the streak; the endpoint stays enabled.
    receiver.answers.push(500);
    await test();
    const failing = await listed();
    expect(failing.failingSince).not.toBeNull();
    expect(failing.disabledAt).toBeNull();

    // Three days on, the next failed attempt disables it.
    const db = await getDb();
    await db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - interval '3 days 1 minute'` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    const inbox = mail.inbox();
    const mailsBefore = inbox.received.length;
    receiver.answers.push(500);
    expect(await deliverDue()).toBe(1);
    const disabled = await listed();
    expect(disabled.disabledAt).not.toBeNull();
    const notice = await inbox.next(mailsBefore + 1);
    expect(notice.to).toEqual([ann.user.email]);
    expect(notice.raw).toContain(`A webhook endpoint of the app`);
    expect(notice.raw).toContain(`${app.name}`);
    expect(notice.raw).toContain('has been disabled: every attempt to deliver to it failed for 3 days.');
    expect(notice.raw).toContain(new URL(receiver.url).origin);
    expect(notice.raw).not.toContain('/disable-hook');
    expect(notice.raw).toContain(`${TEST_CONSOLE_URL}/app-management`);

    // While disabled, alerts wait, and what is older than 3 days fails for good.
    const attemptsBefore = receiver.received.length;
    const held = (createdAt: ReturnType<typeof sql>) => ({
      // A customer's own organisation has their id.
      orgId: ann.user.id,
      eventId: crypto.randomUUID(),
      eventType: 'device.offline',
      endpointId: endpoint.id,
      payload: { type: 'device.offline', id: crypto.randomUUID(), appId: app.id, data: {} },
      createdAt,
    });
    const [stale, waiting] = await db
      .insert(webhookDeliveries)
      .values([held(sql`now() - interval '4 days'`), held(sql`now()`)])
      .returning({ id: webhookDeliveries.id });
    await deliverDue();
    expect(receiver.received).toHaveLength(attemptsBefore);
    const [expired] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, stale.id));
    expect(expired).toMatchObject({ state: 'failed', error: 'endpoint disabled' });
    const [kept] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, waiting.id));
    expect(kept).toMatchObject({ state: 'pending', attempts: 0 });

    // A test event still goes, so the fixed receiver can be tried first; it stays disabled.
    await test();
    expect(receiver.received).toHaveLength(attemptsBefore + 1);
    expect(await listed()).toMatchObject({ failingSince: null, disabledAt: disabled.disabledAt });

    // Re-enabled: the failed test's retry and the waiting alert are sent now.
    const answer = await enable(
      auditedCall(`${base(app.id)}/${endpoint.id}/enable`, 'POST', { token: ann.token }),
      ctx(app.id, endpoint.id),
    );
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: WebhookEndpoint }).data).toMatchObject({
      id: endpoint.id,
      disabledAt: null,
      failingSince: null,
    });
    await deliveriesSettled();
    expect(receiver.received.length - attemptsBefore).toBe(3);
    const states = await db
      .select({ state: webhookDeliveries.state })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(states.map((row) => row.state).sort()).toEqual(['delivered', 'delivered', 'delivered', 'failed']);

    const audit = (await (
      await call(listAudit, { token: ann.token, path: '/api/audit' })
    ).json()) as AuditPage;
    const entries = audit.data.filter((entry) => entry.action.startsWith('webhook.'));
    expect(entries.map((entry) => [entry.action, entry.actor.role ?? entry.actor.name])).toEqual([
      ['webhook.enable', 'customer'],
      ['webhook.disable', 'system'],
      ['webhook.create', 'customer'],
    ]);
    delete process.env.ALERT_ALLOW_PRIVATE_TARGETS;
    resetSettings();
  });

  it('is not disabled by a failure days after an old one: failures must follow one another', async () => {
    process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'on';
    resetSettings();
    const ann = await signedIn('customer', 'Ida');
    const app = await appOf(ann);
    const created = await POST(
      auditedCall(base(app.id), 'POST', { token: ann.token, body: { url: receiver.url } }),
      ctx(app.id),
    );
    const endpoint = ((await created.json()) as { data: WebhookEndpoint }).data;
    // A test that failed 4 days ago, before the receiver was deployed, and nothing since.
    const db = await getDb();
    await db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - interval '4 days'`, lastFailedAt: sql`now() - interval '4 days'` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    receiver.answers.push(502);
    const queued = await sendTest(
      auditedCall(`${base(app.id)}/${endpoint.id}/test`, 'POST', { token: ann.token }),
      ctx(app.id, endpoint.id),
    );
    expect(queued.status).toBe(202);
    await deliveriesSettled();
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row.disabledAt).toBeNull();
    // A new streak, from this failure.
    expect(Date.now() - row.failingSince!.getTime()).toBeLessThan(60_000);

    // One success ends the streak.
    await sendTest(
      auditedCall(`${base(app.id)}/${endpoint.id}/test`, 'POST', { token: ann.token }),
      ctx(app.id, endpoint.id),
    );
    await deliveriesSettled();
    const [healed] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(healed.failingSince).toBeNull();
    delete process.env.ALERT_ALLOW_PRIVATE_TARGETS;
    resetSettings();
  });

  it('is re-enabled by those who manage its alerts only', async () => {
    const ann = await signedIn('customer', 'Gil');
    const app = await appOf(ann);
    const stranger = await signedIn('customer', 'Hal');
    const response = await enable(
      auditedCall(`${base(app.id)}/${crypto.randomUUID()}/enable`, 'POST', { token: stranger.token }),
      ctx(app.id, crypto.randomUUID()),
    );
    await expectError(response, 404, 'not_found');
  });
});
