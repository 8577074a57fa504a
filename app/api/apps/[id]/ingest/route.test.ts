/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { sql } from 'drizzle-orm';

import { GET } from '@/app/api/apps/[id]/ingest/route';
import { POST as rotate } from '@/app/api/apps/[id]/rotate-key/route';
import { POST as heartbeat } from '@/app/api/v1/devices/heartbeat/route';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { getDb, rowsOf } from '@/lib/server/db/client';
import { changeAppAsAdmin } from '@/lib/server/domain/app-admin';
import { unknownKeyRefusals } from '@/lib/server/ingest/refusals';
import { apiRequest, expectError, heartbeatRequest, setupRouteTest, type SignedIn } from '@/test/api-route';

const { appOf, signedIn } = setupRouteTest();

const ingest = (user: SignedIn, id: string) =>
  GET(apiRequest(`/api/apps/${id}/ingest`, { token: user.token }), { params: Promise.resolve({ id }) });

/** Every line written to the console while `run` runs. */
async function consoleLines(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
    });
  await run();
  return lines.join('\n');
}

describe('GET /api/apps/:id/ingest', () => {
  afterEach(() => {
    delete process.env.DEVICE_HEARTBEAT_RATE_LIMIT;
    jest.restoreAllMocks();
  });

  it('says when the first heartbeat came, and nothing before it', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const empty = await ingest(ann, app.id);
    expect(await empty.json()).toEqual({
      data: { firstHeartbeatAt: null, firstDeviceId: null, lastHeartbeatAt: null, refused: [] },
    });
    expect((await heartbeat(heartbeatRequest(app.appKey, { deviceId: 'first-1' }))).status).toBe(202);
    expect((await heartbeat(heartbeatRequest(app.appKey, { deviceId: 'second-2' }))).status).toBe(202);
    const { data } = await (await ingest(ann, app.id)).json();
    expect(data).toMatchObject({
      firstHeartbeatAt: expect.any(String),
      firstDeviceId: 'first-1',
      lastHeartbeatAt: expect.any(String),
    });
  });

  it('counts each reason of refusal with its last device, and no key or body value anywhere', async () => {
    process.env.DEVICE_HEARTBEAT_RATE_LIMIT = '1/1m';
    const ann = await signedIn();
    const app = await appOf(ann);
    const secret = 'SECRET-MODEL-VALUE';
    let newKey = '';
    let answer = '';
    const logged = await consoleLines(async () => {
      // validation_failed: the field and its rule, never the value.
      const invalid = { deviceId: 'has spaces in it', model: secret };
      await expectError(await heartbeat(heartbeatRequest(app.appKey, invalid)), 400, 'validation_failed');
      // rate_limited: the device's second beat within its minute.
      expect((await heartbeat(heartbeatRequest(app.appKey, { deviceId: 'loop-1' }))).status).toBe(202);
      await expectError(
        await heartbeat(heartbeatRequest(app.appKey, { deviceId: 'loop-1', model: secret })),
        429,
        'rate_limited',
      );
      // key_revoked: the old key after a rotation without grace.
      const rotated = await rotate(
        apiRequest(`/api/apps/${app.id}/rotate-key`, { method: 'POST', token: ann.token }),
        { params: Promise.resolve({ id: app.id }) },
      );
      newKey = (await rotated.json()).data.appKey;
      await expectError(
        await heartbeat(heartbeatRequest(app.appKey, { deviceId: 'old-key-2' })),
        401,
        'invalid_app_key',
      );
      // app_suspended: as an admin suspends it, which this process's key memory sees at once.
      await changeAppAsAdmin(app.id, { status: 'suspended' }, SYSTEM_SOURCE);
      await expectError(
        await heartbeat(heartbeatRequest(newKey, { deviceId: 'paused-3' })),
        403,
        'app_suspended',
      );
      const response = await ingest(ann, app.id);
      expect(response.status).toBe(200);
      answer = await response.text();
    });

    const { data } = JSON.parse(answer);
    const byReason = Object.fromEntries(
      data.refused.map((refusal: { reason: string }) => [refusal.reason, refusal]),
    );
    const at = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
    expect(byReason).toEqual({
      validation_failed: {
        reason: 'validation_failed',
        count: 1,
        lastAt: at,
        lastDeviceId: null,
        detail: 'deviceId: characters',
      },
      rate_limited: { reason: 'rate_limited', count: 1, lastAt: at, lastDeviceId: 'loop-1', detail: null },
      key_revoked: { reason: 'key_revoked', count: 1, lastAt: at, lastDeviceId: 'old-key-2', detail: null },
      app_suspended: {
        reason: 'app_suspended',
        count: 1,
        lastAt: at,
        lastDeviceId: 'paused-3',
        detail: null,
      },
    });
    const stored = JSON.stringify(
      rowsOf(await (await getDb()).execute(sql`select * from ingest_refusals where app_id = ${app.id}`)),
    );
    for (const text of [answer, logged, stored]) {
      for (const value of [app.appKey, newKey, secret, 'has spaces in it']) expect(text).not.toContain(value);
    }
  });

  it('writes the counts in batches, not a statement per refusal, within a few seconds', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const db = await getDb();
    const stored = async () =>
      rowsOf<{ count: number }>(
        await db.execute(sql`select count from ingest_refusals where app_id = ${app.id}`),
      );
    for (let i = 0; i < 3; i += 1)
      await expectError(await heartbeat(heartbeatRequest(app.appKey, {})), 400, 'validation_failed');
    expect(await stored()).toEqual([]);
    const deadline = Date.now() + 5000;
    while ((await stored()).length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stored()).toEqual([{ count: 3 }]);
  });

  it('counts keys of no app per hour, for the admins only', async () => {
    // This hour's count (on PostgreSQL another file's fake clock may have left a later hour).
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
    const countNow = async () =>
      (await unknownKeyRefusals()).find((entry) => entry.hour === hour)?.count ?? 0;
    const before = await countNow();
    const ann = await signedIn();
    await appOf(ann);
    const unknown = `fdk_${'x'.repeat(32)}`;
    await expectError(await heartbeat(heartbeatRequest(unknown, { deviceId: 'd1' })), 401, 'invalid_app_key');
    expect(await countNow()).toBe(before + 1);
  });

  it('answers the owner and admins, 404 to anyone else', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    expect((await ingest(await signedIn('admin', 'Ada'), app.id)).status).toBe(200);
    await expectError(await ingest(await signedIn('customer', 'Bob'), app.id), 404, 'not_found');
    await expectError(await ingest(ann, 'not-an-id'), 404, 'not_found');
  });
});
