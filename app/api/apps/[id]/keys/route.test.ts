/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { GET as ingest } from '@/app/api/apps/[id]/ingest/route';
import { DELETE as revoke } from '@/app/api/apps/[id]/keys/[keyId]/route';
import { GET } from '@/app/api/apps/[id]/keys/route';
import { POST as rotateRoute } from '@/app/api/apps/[id]/rotate-key/route';
import { POST as heartbeat } from '@/app/api/v1/devices/heartbeat/route';
import { getDb } from '@/lib/server/db/client';
import { appKeys } from '@/lib/server/db/schema';
import { flushKeyUse } from '@/lib/server/ingest/key-use';
import { apiRequest, expectError, heartbeatRequest, setupRouteTest, type SignedIn } from '@/test/api-route';

const { appOf, signedIn } = setupRouteTest();

const params = (id: string, keyId?: string) => ({ params: Promise.resolve({ id, keyId: keyId ?? '' }) });
const listKeys = async (user: SignedIn, id: string) =>
  GET(apiRequest(`/api/apps/${id}/keys`, { token: user.token }), params(id));
async function rotate(user: SignedIn, id: string, body?: unknown) {
  const request = apiRequest(`/api/apps/${id}/rotate-key`, { method: 'POST', token: user.token, body });
  return rotateRoute(request, params(id));
}
const revokeKey = (user: SignedIn, id: string, keyId: string) =>
  revoke(
    apiRequest(`/api/apps/${id}/keys/${keyId}`, { method: 'DELETE', token: user.token }),
    params(id, keyId),
  );
const beat = async (appKey: string) =>
  (await heartbeat(heartbeatRequest(appKey, { deviceId: 'phone-1' }))).status;

/** Only Date moves: the database, its timers and the event loop keep running. */
function fakeClock() {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

describe('app keys', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('accepts both keys during the grace period, then only the new one (fake clock)', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    fakeClock();
    const response = await rotate(ann, app.id, { graceSeconds: 3600 });
    expect(response.status).toBe(200);
    const newKey: string = (await response.json()).data.appKey;
    expect(await beat(app.appKey)).toBe(202);
    expect(await beat(newKey)).toBe(202);

    const listed = await listKeys(ann, app.id);
    const text = await listed.text();
    expect(text).not.toContain(app.appKey);
    expect(text).not.toContain(newKey);
    const { data, now } = JSON.parse(text);
    // The server's time the states were decided at, which the console counts from.
    expect(now).toBe(new Date().toISOString());
    expect(data).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        expiresAt: null,
        lastUsedAt: expect.any(String),
        state: 'active',
        masked: `fdk_••••••••${newKey.slice(-4)}`,
      },
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        lastUsedAt: expect.any(String),
        state: 'grace',
        masked: `fdk_••••••••${app.appKey.slice(-4)}`,
      },
    ]);
    const left = Date.parse(data[1].expiresAt) - Date.now();
    expect(left).toBeGreaterThan(3590_000);
    // The database's clock sets the expiry; this process's (faked) one may trail it by a few ms.
    expect(left).toBeLessThanOrEqual(3601_000);

    jest.setSystemTime(Date.now() + 3601_000);
    await expectError(
      await heartbeat(heartbeatRequest(app.appKey, { deviceId: 'phone-1' })),
      401,
      'invalid_app_key',
    );
    expect(await beat(newKey)).toBe(202);
    const after = (await (await listKeys(ann, app.id)).json()).data;
    expect(after.map((key: { state: string }) => key.state)).toEqual(['active', 'revoked']);
  });

  it('stops a key in its grace period at once on Revoke now, and counts its beats as key_revoked', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const newKey = (await (await rotate(ann, app.id, { graceSeconds: 86400 })).json()).data.appKey;
    expect(await beat(app.appKey)).toBe(202);
    const [, old] = (await (await listKeys(ann, app.id)).json()).data;
    expect((await revokeKey(ann, app.id, old.id)).status).toBe(204);
    expect(await beat(app.appKey)).toBe(401);
    expect(await beat(newKey)).toBe(202);
    // Again: nothing left to revoke, still 204.
    expect((await revokeKey(ann, app.id, old.id)).status).toBe(204);
    const states = (await (await listKeys(ann, app.id)).json()).data;
    expect(states.map((key: { state: string }) => key.state)).toEqual(['active', 'revoked']);
    const { data } = await (
      await ingest(apiRequest(`/api/apps/${app.id}/ingest`, { token: ann.token }), params(app.id))
    ).json();
    expect(data.refused).toEqual([expect.objectContaining({ reason: 'key_revoked', count: 1 })]);
  });

  it('refuses to revoke the current key (409), and another customer’s (404)', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const [active] = (await (await listKeys(ann, app.id)).json()).data;
    await expectError(await revokeKey(ann, app.id, active.id), 409, 'active_key');
    expect(await beat(app.appKey)).toBe(202);
    const bob = await signedIn('customer', 'Bob');
    await expectError(await revokeKey(bob, app.id, active.id), 404, 'not_found');
    await expectError(await listKeys(bob, app.id), 404, 'not_found');
    await expectError(await revokeKey(ann, app.id, 'nope'), 404, 'not_found');
    const bobs = await appOf(bob);
    const [bobsKey] = (await (await listKeys(bob, bobs.id)).json()).data;
    await expectError(await revokeKey(ann, app.id, bobsKey.id), 404, 'not_found');
    expect((await listKeys(await signedIn('admin', 'Ada'), app.id)).status).toBe(200);
  });

  it('answers 400 for a grace period that is not 0 to 7 days in whole seconds', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const cases: [unknown, string][] = [
      [604801, 'maxNumber:604800'],
      [-1, 'wholeNumber'],
      [1.5, 'wholeNumber'],
      ['3600', 'wholeNumber'],
    ];
    for (const [graceSeconds, rule] of cases) {
      const response = await rotate(ann, app.id, { graceSeconds });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({
        code: 'validation_failed',
        fields: { graceSeconds: rule },
      });
    }
    expect(await beat(app.appKey)).toBe(202);
    expect((await rotate(ann, app.id, { graceSeconds: 604800 })).status).toBe(200);
    expect(await beat(app.appKey)).toBe(202);
  });

  it('writes when a key was last used in batches, once a minute per key', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const db = await getDb();
    const stored = async () =>
      (await db.select().from(appKeys).where(eq(appKeys.appId, app.id)))[0].lastUsedAt;
    const before = Date.now();
    expect(await beat(app.appKey)).toBe(202);
    expect(await beat(app.appKey)).toBe(202);
    const after = Date.now();
    expect(await stored()).toBeNull();
    await flushKeyUse();
    // The time of the latest use, not the start of its minute: a card says "less than a minute ago".
    const used = (await stored())!.getTime();
    expect(used).toBeGreaterThanOrEqual(before);
    expect(used).toBeLessThanOrEqual(after);
  });
});
