/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { PATCH } from '@/app/api/admin/apps/[id]/route';
import { GET as listApps } from '@/app/api/apps/route';
import { POST as heartbeat } from '@/app/api/v1/devices/heartbeat/route';
import { getDb } from '@/lib/server/db/client';
import { apps } from '@/lib/server/db/schema';
import {
  apiRequest,
  expectError,
  heartbeatRequest,
  quotaWindow,
  setupRouteTest,
  type SignedIn,
} from '@/test/api-route';

const { appOf, signedIn } = setupRouteTest();

const setStatus = (who: SignedIn, id: string, body: unknown) =>
  PATCH(apiRequest(`/api/admin/apps/${id}`, { method: 'PATCH', token: who.token, body }), {
    params: Promise.resolve({ id }),
  });

describe('PATCH /api/admin/apps/:id', () => {
  it('suspends an app (its heartbeats are refused) and resumes it', async () => {
    const admin = await signedIn('admin');
    const ann = await signedIn('customer', 'Ann');
    const app = await appOf(ann, { name: 'Shop' });

    const suspended = await setStatus(admin, app.id, { status: 'suspended', name: 'Ignored' });
    expect(suspended.status).toBe(200);
    expect((await suspended.json()).data).toMatchObject({
      id: app.id,
      name: 'Shop',
      status: 'suspended',
      owner: { id: ann.user.id, name: 'Ann', email: ann.user.email },
    });
    await expectError(
      await heartbeat(heartbeatRequest(app.appKey, { deviceId: 'd1' })),
      403,
      'app_suspended',
    );

    const resumed = await setStatus(admin, app.id, { status: 'active' });
    expect((await resumed.json()).data.status).toBe('active');
    expect((await heartbeat(heartbeatRequest(app.appKey, { deviceId: 'd1' }))).status).toBe(202);
  });

  it('keeps the reason of a suspension for the owner, and forgets it on resuming', async () => {
    const admin = await signedIn('admin');
    const ann = await signedIn('customer', 'Ann');
    const app = await appOf(ann, { name: 'Shop' });
    const reason = 'Your devices sent 10,000 beats a minute.\nWrite to us once it is fixed.';
    const suspended = await setStatus(admin, app.id, { status: 'suspended', reason: `  ${reason} ` });
    expect((await suspended.json()).data).toMatchObject({ status: 'suspended', suspendedReason: reason });
    const ownersView = async () => {
      const response = await listApps(apiRequest('/api/apps', { token: ann.token }));
      return ((await response.json()).data as { id: string }[]).find(({ id }) => id === app.id);
    };
    expect(await ownersView()).toMatchObject({ status: 'suspended', suspendedReason: reason });

    await setStatus(admin, app.id, { status: 'active', reason: 'ignored' });
    expect(await ownersView()).toMatchObject({ status: 'active', suspendedReason: null });
    // No reason given: none shown.
    await setStatus(admin, app.id, { status: 'suspended' });
    expect(await ownersView()).toMatchObject({ status: 'suspended', suspendedReason: null });

    const tooLong = await setStatus(admin, app.id, { status: 'suspended', reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.fields).toEqual({ reason: 'maxLength:500' });
  });

  it('answers 400 for an unknown status and 404 for an unknown app', async () => {
    const admin = await signedIn('admin');
    const app = await appOf(await signedIn());
    const response = await setStatus(admin, app.id, { status: 'deleted' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ status: 'oneOf' });
    const missing = await setStatus(admin, app.id, {});
    expect((await missing.json()).error.fields).toEqual({ status: 'required', heartbeatQuota: 'required' });
    const nullStatus = await setStatus(admin, app.id, { status: null });
    expect((await nullStatus.json()).error.fields).toEqual({ status: 'required' });
    await expectError(
      await setStatus(admin, '6f1c1f5e-0a4b-4c3e-9d6f-2b8a7c9e0d11', { status: 'active' }),
      404,
      'not_found',
    );
    await expectError(await setStatus(admin, 'x', { status: 'active' }), 404, 'not_found');
  });

  it('answers 403 forbidden to a customer, even for their own app', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    await expectError(await setStatus(ann, app.id, { status: 'suspended' }), 403, 'forbidden');
    expect((await heartbeat(heartbeatRequest(app.appKey, { deviceId: 'd1' }))).status).toBe(202);
  });
});

describe('PATCH /api/admin/apps/:id heartbeatQuota', () => {
  const storedQuota = async (id: string) => {
    const [row] = await (
      await getDb()
    )
      .select({ quota: apps.heartbeatQuota })
      .from(apps)
      .where(eq(apps.id, id));
    return row.quota;
  };

  afterEach(() => {
    delete process.env.HEARTBEAT_RATE_LIMIT;
  });

  it('gives the app its own quota, answers it with the use so far, and goes back to the default', async () => {
    const admin = await signedIn('admin');
    const app = await appOf(await signedIn());
    await quotaWindow(app.id, 1234);

    const custom = await setStatus(admin, app.id, { heartbeatQuota: 250_000 });
    expect(custom.status).toBe(200);
    const { data } = await custom.json();
    expect(data).toMatchObject({ id: app.id, status: 'active', heartbeatQuota: 250_000 });
    expect(data.quota).toEqual({
      limit: 250_000,
      windowSeconds: 60,
      custom: true,
      used: 1234,
      resetsAt: expect.any(String),
    });
    expect(await storedQuota(app.id)).toBe(250_000);

    const back = await (await setStatus(admin, app.id, { heartbeatQuota: null })).json();
    expect(back.data.heartbeatQuota).toBeNull();
    expect(back.data.quota).toMatchObject({ limit: 150_000, windowSeconds: 60, custom: false });
    expect(await storedQuota(app.id)).toBeNull();
  });

  it('takes 0: every beat of the app is refused with 429, another app still beats', async () => {
    const admin = await signedIn('admin');
    const owner = await signedIn();
    const app = await appOf(owner);
    const other = await appOf(owner);
    const { data } = await (await setStatus(admin, app.id, { heartbeatQuota: 0 })).json();
    expect(data).toMatchObject({ status: 'active', heartbeatQuota: 0, quota: { limit: 0, custom: true } });
    expect(await storedQuota(app.id)).toBe(0);
    for (const deviceId of ['d1', 'd2']) {
      await expectError(await heartbeat(heartbeatRequest(app.appKey, { deviceId })), 429, 'rate_limited');
    }
    expect((await heartbeat(heartbeatRequest(other.appKey, { deviceId: 'd1' }))).status).toBe(202);
  });

  it('refuses the beats past a custom quota on the default database, and keeps the window', async () => {
    const admin = await signedIn('admin');
    const app = await appOf(await signedIn());
    await setStatus(admin, app.id, { heartbeatQuota: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await heartbeat(heartbeatRequest(app.appKey, { deviceId: `d-${i}` }))).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    const refused = await heartbeat(heartbeatRequest(app.appKey, { deviceId: 'late' }));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('sets a status and a quota in one call', async () => {
    const admin = await signedIn('admin');
    const app = await appOf(await signedIn());
    const { data } = await (
      await setStatus(admin, app.id, { status: 'suspended', heartbeatQuota: 0 })
    ).json();
    expect(data).toMatchObject({ status: 'suspended', heartbeatQuota: 0, quota: { limit: 0, custom: true } });
    expect(await storedQuota(app.id)).toBe(0);
  });

  it('applies a custom quota per minute, and the default not at all, when the setting is off', async () => {
    process.env.HEARTBEAT_RATE_LIMIT = 'off';
    const admin = await signedIn('admin');
    const app = await appOf(await signedIn());
    const custom = await (await setStatus(admin, app.id, { heartbeatQuota: 10 })).json();
    expect(custom.data.quota).toMatchObject({ limit: 10, windowSeconds: 60, custom: true });
    const none = await (await setStatus(admin, app.id, { heartbeatQuota: null })).json();
    expect(none.data.quota).toMatchObject({ limit: null, windowSeconds: null, custom: false });
  });

  it('answers 400 with the field for anything but a whole number from 0, and keeps the quota', async () => {
    const admin = await signedIn('admin');
    const app = await appOf(await signedIn());
    await setStatus(admin, app.id, { heartbeatQuota: 500 });
    const cases: [unknown, string][] = [
      [-1, 'wholeNumber'],
      [1.5, 'wholeNumber'],
      ['150', 'wholeNumber'],
      [true, 'wholeNumber'],
      [{}, 'wholeNumber'],
      [1_000_000_001, 'maxNumber:1000000000'],
    ];
    for (const [heartbeatQuota, message] of cases) {
      const response = await setStatus(admin, app.id, { heartbeatQuota });
      expect({ heartbeatQuota, status: response.status, body: await response.json() }).toMatchObject({
        heartbeatQuota,
        status: 400,
        body: { error: { code: 'validation_failed', fields: { heartbeatQuota: message } } },
      });
    }
    expect(await storedQuota(app.id)).toBe(500);
  });

  it('answers 404 for an unknown app and 403 to a customer, even for their own app', async () => {
    const admin = await signedIn('admin');
    const ann = await signedIn();
    const app = await appOf(ann);
    await expectError(
      await setStatus(admin, '6f1c1f5e-0a4b-4c3e-9d6f-2b8a7c9e0d11', { heartbeatQuota: 5 }),
      404,
      'not_found',
    );
    await expectError(await setStatus(ann, app.id, { heartbeatQuota: 1_000_000 }), 403, 'forbidden');
    expect(await storedQuota(app.id)).toBeNull();
  });
});
