/** @jest-environment node */
import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { POST as rotate } from '@/app/api/apps/[id]/webhooks/[wid]/rotate-secret/route';
import { DELETE } from '@/app/api/apps/[id]/webhooks/[wid]/route';
import { POST as sendTest } from '@/app/api/apps/[id]/webhooks/[wid]/test/route';
import { GET, POST } from '@/app/api/apps/[id]/webhooks/route';
import { GET as listAudit } from '@/app/api/audit/route';
import type { AuditPage } from '@/lib/api/contract/audit';
import { deliveriesSettled } from '@/lib/server/alerts/deliver';
import { getDb } from '@/lib/server/db/client';
import { auditLog, memberships } from '@/lib/server/db/schema';
import { apiRequest, expectError, setupRouteTest, uniqueIp, type SignedIn } from '@/test/api-route';
import { auditedCall, writtenBy } from '@/test/server/audit';
import { call } from '@/test/server/org-fixtures';
import { startReceiver, type WebhookReceiver } from '@/test/server/webhook-receiver';

const { appOf, signedIn } = setupRouteTest();

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  delete process.env.ALERT_ALLOW_PRIVATE_TARGETS;
  await receiver.close();
});

const base = (appId: string) => `/api/apps/${appId}/webhooks`;
const ctx = (id: string, wid = '') => ({ params: Promise.resolve({ id, wid }) });

async function create(owner: SignedIn, appId: string, body: unknown) {
  return POST(auditedCall(base(appId), 'POST', { token: owner.token, body }), ctx(appId));
}

describe('webhook endpoints', () => {
  it('shows the secret once, and a test event arrives signed with it', async () => {
    process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'on';
    const ann = await signedIn();
    const app = await appOf(ann);
    const created = await create(ann, app.id, { url: receiver.url });
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({
      url: receiver.url,
      format: 'json',
      secret: expect.stringMatching(/^whsec_/),
    });

    const listed = await (
      await GET(auditedCall(base(app.id), 'GET', { token: ann.token }), ctx(app.id))
    ).json();
    expect(listed.data).toEqual([
      {
        id: data.id,
        name: null,
        url: receiver.url,
        format: 'json',
        language: null,
        createdAt: data.createdAt,
        failingSince: null,
        disabledAt: null,
      },
    ]);

    const queued = await sendTest(
      auditedCall(`${base(app.id)}/${data.id}/test`, 'POST', { token: ann.token }),
      ctx(app.id, data.id),
    );
    expect(queued.status).toBe(202);
    await deliveriesSettled();
    const request = receiver.received.at(-1)!;
    const timestamp = request.headers['x-fleetdeck-timestamp'] as string;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac('sha256', data.secret).update(`${timestamp}.${request.body}`).digest('hex');
    expect(request.headers['x-fleetdeck-signature']).toBe(`sha256=${expected}`);
    expect(JSON.parse(request.body)).toMatchObject({ type: 'test', appId: app.id, id: expect.any(String) });
  });

  it('refuses loopback and private targets, and plain http, unless allowed', async () => {
    delete process.env.ALERT_ALLOW_PRIVATE_TARGETS;
    const ann = await signedIn();
    const app = await appOf(ann);
    for (const [url, key] of [
      ['https://127.0.0.1/hook', 'webhookPrivate'],
      ['https://localhost:8443/hook', 'webhookPrivate'],
      ['https://169.254.169.254/latest', 'webhookPrivate'],
      ['https://[::1]/hook', 'webhookPrivate'],
      ['https://10.0.0.7/hook', 'webhookPrivate'],
      // Plain http to the console's own network is refused for where it leads: the setting that allows
      // private targets allows http as well, so that is the message a user needs.
      [receiver.url, 'webhookPrivate'],
      ['http://localhost:3000/hook', 'webhookPrivate'],
      ['http://93.184.215.14/hook', 'webhookScheme'],
      ['ftp://127.0.0.1/hook', 'webhookScheme'],
      ['not a url', 'webhookUrl'],
    ]) {
      const response = await create(ann, app.id, { url });
      expect({ url, status: response.status, body: await response.json() }).toMatchObject({
        url,
        status: 400,
        body: { error: { code: 'validation_failed', fields: { url: key } } },
      });
    }
  });

  it('names the setting that allows a private target in the API’s message', async () => {
    delete process.env.ALERT_ALLOW_PRIVATE_TARGETS;
    const ann = await signedIn();
    const response = await create(ann, (await appOf(ann)).id, { url: receiver.url });
    const { error } = await response.json();
    expect(error.message).toMatch(/turned off on this console.*ALERT_ALLOW_PRIVATE_TARGETS=on/);
  });

  it('answers 404 to another customer, and lets an admin manage any app', async () => {
    process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'on';
    const bobs = await appOf(await signedIn('customer', 'Bob'));
    await expectError(await create(await signedIn(), bobs.id, { url: receiver.url }), 404, 'not_found');
    await expectError(
      await GET(auditedCall(base(bobs.id), 'GET', { token: (await signedIn()).token }), ctx(bobs.id)),
      404,
      'not_found',
    );
    expect((await create(await signedIn('admin', 'Ada'), bobs.id, { url: receiver.url })).status).toBe(201);
  });

  it('shows a viewer each URL as its origin and a hint only: a URL may be a credential', async () => {
    process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'on';
    const ann = await signedIn();
    const app = await appOf(ann);
    const vic = await signedIn('customer', 'Vic');
    const db = await getDb();
    await db.insert(memberships).values({ orgId: ann.user.id, userId: vic.user.id, role: 'viewer' });
    const url = `${receiver.url}?token=s3cr3t-value`;
    expect((await create(ann, app.id, { url })).status).toBe(201);
    const listedBy = async (token: string) => {
      const response = await call(GET, {
        token,
        path: base(app.id),
        params: { id: app.id },
        headers: { 'x-fleetdeck-org': ann.user.id },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { url: string }[] }).data.map((endpoint) => endpoint.url);
    };
    expect(await listedBy(ann.token)).toEqual([url]);
    expect(await listedBy(vic.token)).toEqual([`${new URL(url).origin}/…alue`]);
  });

  it('shows an entry recorded before URLs were hinted with its URL as a hint too', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const db = await getDb();
    const url = 'https://hooks.slack.com/services/T0/B0/verysecretpathvalue9876';
    await db.insert(auditLog).values({
      action: 'webhook.create',
      targetKind: 'app',
      targetId: app.id,
      targetLabel: app.name,
      orgId: ann.user.id,
      summary: [{ field: 'url', before: null, after: url }],
    });
    const response = await call(listAudit, { token: ann.token, path: '/api/audit?action=webhook.create' });
    const entries = ((await response.json()) as AuditPage).data;
    expect(entries.map((entry) => entry.summary)).toEqual([
      [{ field: 'url', before: null, after: 'https://hooks.slack.com/…9876' }],
    ]);
  });

  it('writes a Slack endpoint’s messages in its language: the one named, else the console’s the call came from', async () => {
    process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'on';
    const ann = await signedIn();
    const app = await appOf(ann);
    const languageOf = async (response: Response) => {
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: { language: string | null } }).data.language;
    };
    const refused = await create(ann, app.id, { url: receiver.url, format: 'slack', language: 'xx' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ language: 'oneOf' });
    expect(await languageOf(await create(ann, app.id, { url: receiver.url, format: 'slack' }))).toBe('en');
    expect(
      await languageOf(await create(ann, app.id, { url: receiver.url, format: 'slack', language: 'fr' })),
    ).toBe('fr');
    // A JSON body has no language.
    expect(
      await languageOf(await create(ann, app.id, { url: receiver.url, format: 'json', language: 'fr' })),
    ).toBeNull();
    // From the console in German, naming none: German, and so is its test message.
    let id = '';
    const made = await writtenBy(async () => {
      const response = await POST(
        apiRequest(base(app.id), {
          method: 'POST',
          token: ann.token,
          body: { url: receiver.url, format: 'slack' },
          headers: { cookie: 'NEXT_LOCALE=de', 'x-forwarded-for': uniqueIp() },
        }),
        ctx(app.id),
      );
      ({ id } = (await response.clone().json()).data);
      expect((await response.clone().json()).data.language).toBe('de');
      return response;
    }, 201);
    expect(made[0].summary).toEqual(
      expect.arrayContaining([{ field: 'language', before: null, after: 'de' }]),
    );
    const listed = (await (
      await GET(auditedCall(base(app.id), 'GET', { token: ann.token }), ctx(app.id))
    ).json()) as { data: { id: string; language: string | null }[] };
    expect(listed.data.map((endpoint) => endpoint.language)).toEqual(['en', 'fr', null, 'de']);
    const queued = await sendTest(
      auditedCall(`${base(app.id)}/${id}/test`, 'POST', { token: ann.token }),
      ctx(app.id, id),
    );
    expect(queued.status).toBe(202);
    await deliveriesSettled();
    const body = JSON.parse(receiver.received.at(-1)!.body) as { text: string };
    expect(body.text).toBe(`Ein Testereignis von Fleetdeck für ${app.name}`);
  });

  it('records create, rotate and delete in the audit log, without the secret', async () => {
    process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'on';
    const ann = await signedIn();
    const app = await appOf(ann);
    let id = '';
    let secret = '';
    const made = await writtenBy(async () => {
      const response = await create(ann, app.id, { url: receiver.url, format: 'slack' });
      ({ id, secret } = (await response.clone().json()).data);
      return response;
    }, 201);
    expect(made.map((entry) => [entry.action, entry.targetId, entry.orgId])).toEqual([
      ['webhook.create', app.id, ann.user.id],
    ]);

    let rotated = '';
    const rotation = await writtenBy(async () => {
      const response = await rotate(
        auditedCall(`${base(app.id)}/${id}/rotate-secret`, 'POST', { token: ann.token }),
        ctx(app.id, id),
      );
      rotated = (await response.clone().json()).data.secret;
      return response;
    }, 200);
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    expect(rotation.map((entry) => entry.action)).toEqual(['webhook.secret_rotate']);
    expect(JSON.stringify([...made, ...rotation])).not.toContain('whsec_');

    const removal = await writtenBy(
      () => DELETE(auditedCall(`${base(app.id)}/${id}`, 'DELETE', { token: ann.token }), ctx(app.id, id)),
      204,
    );
    expect(removal.map((entry) => entry.action)).toEqual(['webhook.delete']);
    // The URL may be a credential: the log keeps its origin and a hint, never the whole.
    const hint = `${new URL(receiver.url).origin}/…`;
    expect(made[0].summary).toEqual(expect.arrayContaining([{ field: 'url', before: null, after: hint }]));
    expect(removal[0].summary).toEqual([{ field: 'url', before: hint, after: null }]);
    expect(JSON.stringify([...made, ...rotation, ...removal])).not.toContain(receiver.url);
    const again = await writtenBy(
      () => DELETE(auditedCall(`${base(app.id)}/${id}`, 'DELETE', { token: ann.token }), ctx(app.id, id)),
      404,
    );
    expect(again).toEqual([]);
  });
});
