/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { inArray } from 'drizzle-orm';

import { createEndpoint } from '@/lib/server/alerts/endpoints';
import { putAlertRules } from '@/lib/server/alerts/rules';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { auditMark, auditSince } from '@/test/server/audit';
import { appOf, insertDevices, signedIn } from '@/test/server/fixtures';
import { apiRequest, setupTestDatabase } from '@/test/server/support';
import { startReceiver, type WebhookReceiver } from '@/test/server/webhook-receiver';

import { GET as alerts } from './alerts/route';
import { GET as auditRetention } from './audit-retention/route';

/**
 * Cron calls that overlap on PostgreSQL (`npm run test:pg` only), as Vercel Cron's call does with a
 * retry, a second deployment or a long-running server's timer: each call runs on its own pooled
 * connection, like another instance's, and together they do the work once.
 */
jest.setTimeout(60_000);
setupTestDatabase();
const SECRET = 'cron-secret-for-the-overlap-tests';

let receiver: WebhookReceiver;
beforeAll(async () => {
  process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'on';
  process.env.CRON_SECRET = SECRET;
  receiver = await startReceiver();
});
afterAll(async () => {
  delete process.env.ALERT_ALLOW_PRIVATE_TARGETS;
  delete process.env.CRON_SECRET;
  await receiver.close();
});

const cron = (path: string) =>
  new Request(apiRequest(path), { headers: { authorization: `Bearer ${SECRET}` } });

describe('overlapping cron calls on PostgreSQL', () => {
  it('announce and deliver each offline alert once', async () => {
    const owner = await signedIn();
    const apps = await Promise.all(Array.from({ length: 3 }, () => appOf(owner)));
    for (const app of apps) {
      await createEndpoint(owner.user.id, app.id, { url: receiver.url, format: 'json' }, SYSTEM_SOURCE);
      await putAlertRules(
        owner.user.id,
        app.id,
        { offlineAfterSeconds: 10, offlineSharePercent: null, cooldownSeconds: 0 },
        SYSTEM_SOURCE,
      );
      await insertDevices(app.id, [{ deviceId: 'silent', lastSeen: new Date(Date.now() - 3600_000) }]);
    }
    const answers = await Promise.all(Array.from({ length: 4 }, () => alerts(cron('/api/cron/alerts'))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    const ours = new Set(apps.map((app) => app.id));
    const offline = receiver.received
      .map((request) => JSON.parse(request.body) as { id: string; type: string; appId: string })
      .filter((event) => ours.has(event.appId) && event.type === 'device.offline');
    expect(offline.map((event) => event.appId).sort()).toEqual([...ours].sort());
    expect(new Set(offline.map((event) => event.id)).size).toBe(apps.length);
  });

  it('prune each old audit entry once, recording one prune', async () => {
    const db = await getDb();
    const old = await db
      .insert(auditLog)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          at: new Date(Date.now() - 400 * 86_400_000),
          action: 'app.create',
          targetKind: 'app',
          targetLabel: `old ${i}`,
        })),
      )
      .returning({ id: auditLog.id });
    const mark = await auditMark();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => auditRetention(cron('/api/cron/audit-retention'))),
    );
    const outcomes = (await Promise.all(answers.map((answer) => answer.json()))) as {
      data: { ran: boolean; deleted: number };
    }[];
    expect(outcomes.reduce((sum, { data }) => sum + data.deleted, 0)).toBe(old.length);
    const ids = old.map((row) => row.id);
    expect(await db.select().from(auditLog).where(inArray(auditLog.id, ids))).toEqual([]);
    expect((await auditSince(mark)).map((row) => row.action)).toEqual(['log.prune']);
  });
});
