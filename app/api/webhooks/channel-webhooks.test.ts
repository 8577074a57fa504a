/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';

import { PUT as putRules } from '@/app/api/apps/[id]/alert-rules/route';
import { GET as listApps } from '@/app/api/apps/route';
import { DELETE as remove } from '@/app/api/webhooks/[wid]/route';
import { POST as sendTest } from '@/app/api/webhooks/[wid]/test/route';
import { GET as list, POST as create } from '@/app/api/webhooks/route';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@/lib/api/contract/alerts';
import { ORG_HEADER } from '@/lib/auth/org-roles';
import { deliverDue, deliveriesSettled } from '@/lib/server/alerts/deliver';
import { createEndpoint } from '@/lib/server/alerts/endpoints';
import { putAlertRules } from '@/lib/server/alerts/rules';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import {
  alertRules,
  auditLog,
  incidentEvents,
  webhookDeliveries,
  webhookEndpoints,
} from '@/lib/server/db/schema';
import type { AlertRulesInput } from '@/lib/validations/alerts';
import { setupRouteTest, type SignedIn } from '@/test/api-route';
import { setupAlertRounds } from '@/test/server/alert-rounds';
import { call, orgWith } from '@/test/server/org-fixtures';
import { setupSmtpInbox } from '@/test/server/smtp-inbox';

/**
 * The organisation's Slack and webhook channels (docs/product.md, Channels): made once, listed by the
 * alert rules of any of its apps, and sent the incidents of those apps alone.
 */
const { appOf, insertDevices, signedIn } = setupRouteTest();
const rounds = setupAlertRounds();
const mail = setupSmtpInbox();

const RULES: AlertRulesInput = {
  offlineAfterSeconds: 10,
  offlineSharePercent: null,
  cooldownSeconds: 0,
  incidentThresholdCount: 3,
  incidentThresholdPercent: null,
  incidentWindowSeconds: 300,
};

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);
const gone = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, n) => ({ deviceId: `${prefix}-${n}`, lastSeen: secondsAgo(330 + n) }));

/** Makes a channel through the route, as the console does; answers it with its secret. */
async function channel(owner: SignedIn, body: Record<string, unknown>): Promise<WebhookEndpointWithSecret> {
  const response = await call(create, { token: owner.token, method: 'POST', path: '/api/webhooks', body });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: WebhookEndpointWithSecret }).data;
}

/** What the receiver got at `path` since `from`, as JSON bodies. */
const bodiesAt = (from: number, path: string) =>
  rounds
    .receiver()
    .received.slice(from)
    .filter((request) => request.url.endsWith(path))
    .map((request) => JSON.parse(request.body) as Record<string, unknown>);

describe('Slack and webhook channels of an organisation', () => {
  it('get the incidents of the apps whose rule lists them, beside the app’s endpoints, and nothing else', async () => {
    const ann = await signedIn('customer', 'Ann');
    const shop = await appOf(ann, { name: 'Shop' });
    const kiosk = await appOf(ann, { name: 'Kiosk', bundleId: 'com.example.kiosk' });
    const url = rounds.receiver().url;
    await createEndpoint(ann.user.id, shop.id, { url: `${url}/app`, format: 'json' }, SYSTEM_SOURCE);
    const ops = await channel(ann, { name: '#ops', url: `${url}/ops`, format: 'json' });
    const slack = await channel(ann, { name: 'Slack', url: `${url}/slack`, format: 'slack', language: 'de' });
    const noc = await channel(ann, { name: 'NOC', url: `${url}/noc`, format: 'json' });
    await putAlertRules(ann.user.id, shop.id, { ...RULES, channelIds: [ops.id, slack.id] }, SYSTEM_SOURCE);
    // The kiosk's rule lists the NOC: the shop's incident is not the NOC's business.
    await putAlertRules(ann.user.id, kiosk.id, { ...RULES, channelIds: [noc.id] }, SYSTEM_SOURCE);

    await insertDevices(shop.id, [...gone('down', 4), { deviceId: 'up', lastSeen: new Date() }]);
    const from = rounds.receiver().received.length;
    const events = await rounds.round(shop.id);
    expect(events.map((event) => `${event.type} ${event.path}`).sort()).toEqual([
      'incident.opened /app',
      'incident.opened /ops',
    ]);
    // The Slack channel's message, in its language.
    const [message] = bodiesAt(from, '/slack');
    expect(JSON.stringify(message)).toContain('Shop');
    expect((message.blocks as { text?: { text: string } }[])[0].text?.text).toMatch(
      /^Shop: 4 Geräte von 5 sind gemeinsam offline gegangen$/,
    );
    expect(bodiesAt(from, '/noc')).toEqual([]);
    // The timeline counts every receiver notified: the app's endpoint and the two channels.
    const db = await getDb();
    const notified = await db
      .select({ endpoints: incidentEvents.endpoints })
      .from(incidentEvents)
      .where(and(eq(incidentEvents.orgId, ann.user.id), eq(incidentEvents.type, 'notified')));
    expect(notified.map((row) => row.endpoints)).toEqual([3]);

    // A device alert is the app's endpoints' alone: one device goes, past the rule, on its own.
    await insertDevices(shop.id, [{ deviceId: 'alone', lastSeen: secondsAgo(4000) }]);
    const alone = await rounds.round(shop.id);
    expect(alone.map((event) => `${event.type} ${event.path}`)).toEqual(['device.offline /app']);
  });

  it('are listed by name, refused to another organisation’s rule, and taken out of the rules when deleted', async () => {
    const ann = await signedIn('customer', 'Ann');
    const shop = await appOf(ann);
    const url = rounds.receiver().url;
    const zulu = await channel(ann, { name: 'Zulu', url: `${url}/z`, format: 'json' });
    const alpha = await channel(ann, { name: 'alpha', url: `${url}/a`, format: 'json' });
    const listed = await call(list, { token: ann.token, path: '/api/webhooks' });
    expect(((await listed.json()) as { data: WebhookEndpoint[] }).data.map((hook) => hook.name)).toEqual([
      'alpha',
      'Zulu',
    ]);
    const taken = await call(create, {
      token: ann.token,
      method: 'POST',
      path: '/api/webhooks',
      body: { name: 'ZULU', url: `${url}/z2` },
    });
    expect(taken.status).toBe(409);

    // Bob's organisation's rule may not list Ann's channel.
    const bob = await signedIn('customer', 'Bob');
    const bobsApp = await appOf(bob);
    const refused = await call(putRules, {
      token: bob.token,
      method: 'PUT',
      path: `/api/apps/${bobsApp.id}/alert-rules`,
      params: { id: bobsApp.id },
      body: { ...RULES, channelIds: [alpha.id] },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      channelIds: 'oneOf',
    });

    await putAlertRules(ann.user.id, shop.id, { ...RULES, channelIds: [alpha.id, zulu.id] }, SYSTEM_SOURCE);
    const deleted = await call(remove, {
      token: ann.token,
      method: 'DELETE',
      path: `/api/webhooks/${alpha.id}`,
      params: { wid: alpha.id },
    });
    expect(deleted.status).toBe(204);
    const db = await getDb();
    const [rule] = await db.select().from(alertRules).where(eq(alertRules.appId, shop.id));
    expect(rule.channelIds).toEqual([zulu.id]);
    const entries = await db
      .select({ action: auditLog.action, targetKind: auditLog.targetKind, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.orgId, ann.user.id));
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'webhook.delete', targetKind: 'channel' }),
        expect.objectContaining({
          action: 'alert.rules_change',
          summary: [{ field: 'channels', before: 'alpha, Zulu', after: 'Zulu' }],
        }),
      ]),
    );
    // A viewer sees each URL as its origin and a hint: a Slack URL is a credential.
    const viewer = await signedIn('customer', 'Vic');
    const orgId = await orgWith('Ops', [
      [ann.user.id, 'owner'],
      [viewer.user.id, 'viewer'],
    ]);
    await createEndpoint(
      orgId,
      null,
      { name: 'Slack', url: 'https://hooks.slack.com/services/T000/B000/secretpart1234', format: 'slack' },
      SYSTEM_SOURCE,
    );
    const seen = await call(list, {
      token: viewer.token,
      path: '/api/webhooks',
      headers: { [ORG_HEADER]: orgId },
    });
    const [hook] = ((await seen.json()) as { data: WebhookEndpoint[] }).data;
    expect(hook.url).not.toContain('secretpart');
    expect(hook.url.startsWith('https://hooks.slack.com')).toBe(true);
  });

  it('take a test event of no app, and when every attempt fails for 3 days are disabled with an email', async () => {
    mail.mailOn();
    const ann = await signedIn('customer', 'Fay');
    const url = rounds.receiver().url;
    const ops = await channel(ann, { name: '#ops', url: `${url}/ops-test`, format: 'slack', language: 'en' });
    const shop = await appOf(ann);
    await appOf(ann, { name: 'Kiosk', bundleId: 'com.example.kiosk' });
    await putAlertRules(ann.user.id, shop.id, { ...RULES, channelIds: [ops.id] }, SYSTEM_SOURCE);
    const from = rounds.receiver().received.length;
    const queued = await call(sendTest, {
      token: ann.token,
      method: 'POST',
      path: `/api/webhooks/${ops.id}/test`,
      params: { wid: ops.id },
    });
    expect(queued.status).toBe(202);
    await deliveriesSettled();
    const [message] = bodiesAt(from, '/ops-test');
    expect(message.text).toBe('A test event from Fleetdeck for this channel');
    // No app to name: the header, then when.
    expect((message.blocks as { type: string }[]).map((block) => block.type)).toEqual(['header', 'context']);

    // Three days of failures, then one more: disabled, audited as the channel's, and the owners told.
    const db = await getDb();
    rounds.receiver().answers.push(500, 500);
    await call(sendTest, {
      token: ann.token,
      method: 'POST',
      path: `/api/webhooks/${ops.id}/test`,
      params: { wid: ops.id },
    });
    await deliveriesSettled();
    await db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - interval '3 days 1 minute'` })
      .where(eq(webhookEndpoints.id, ops.id));
    await db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(webhookDeliveries.endpointId, ops.id));
    const inbox = mail.inbox();
    const before = inbox.received.length;
    await deliverDue();
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, ops.id));
    expect(row.disabledAt).not.toBeNull();
    const notice = await inbox.next(before + 1);
    expect(notice.to).toEqual([ann.user.email]);
    expect(notice.raw).toContain('#ops');
    expect(notice.raw).toContain('has been disabled: every attempt to deliver to it failed for 3 days.');
    expect(notice.raw).toContain('Slack and webhook channels');
    expect(notice.raw).not.toContain('/ops-test');
    const [entry] = await db
      .select({ targetKind: auditLog.targetKind, targetLabel: auditLog.targetLabel })
      .from(auditLog)
      .where(and(eq(auditLog.orgId, ann.user.id), eq(auditLog.action, 'webhook.disable')));
    expect(entry).toEqual({ targetKind: 'channel', targetLabel: '#ops' });
    // The card of the app whose rule lists it says so; the other app's does not.
    const apps = await call(listApps, { token: ann.token, path: '/api/apps' });
    const cards = ((await apps.json()) as { data: { name: string; webhooksDisabled: number }[] }).data;
    expect(cards.map((app) => [app.name, app.webhooksDisabled]).sort()).toEqual([
      ['Kiosk', 0],
      ['Shop', 1],
    ]);
  });
});
