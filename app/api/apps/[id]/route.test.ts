/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { DELETE, GET, PATCH } from '@/app/api/apps/[id]/route';
import { GET as listApps } from '@/app/api/apps/route';
import { getDb } from '@/lib/server/db/client';
import { deviceActivity, devices } from '@/lib/server/db/schema';
import { apiRequest, expectError, quotaWindow, setupRouteTest, type SignedIn } from '@/test/api-route';

const { appOf, insertActivity, insertDevices, signedIn } = setupRouteTest();

const context = (id: string) => ({ params: Promise.resolve({ id }) });
const patch = (owner: SignedIn, id: string, body: unknown) =>
  PATCH(apiRequest(`/api/apps/${id}`, { method: 'PATCH', token: owner.token, body }), context(id));
const remove = (owner: SignedIn, id: string) =>
  DELETE(apiRequest(`/api/apps/${id}`, { method: 'DELETE', token: owner.token }), context(id));

const get = (who: SignedIn | undefined, id: string) =>
  GET(apiRequest(`/api/apps/${id}`, { token: who?.token }), context(id));

async function appsOf(owner: SignedIn) {
  return (await (await listApps(apiRequest('/api/apps', { token: owner.token }))).json()).data;
}

describe('GET /api/apps/:id', () => {
  it('answers the owner the app with its quota and what it used in the current window', async () => {
    const ann = await signedIn();
    const app = await appOf(ann, { name: 'Fleet' });
    const fresh = await (await get(ann, app.id)).json();
    expect(fresh.data).toEqual({
      ...app,
      quota: { limit: 150_000, windowSeconds: 60, custom: false, used: 0, resetsAt: null },
    });
    expect(fresh.data).not.toHaveProperty('heartbeatQuota');

    const resetAt = new Date(Date.now() + 42_000);
    await quotaWindow(app.id, 1234, resetAt);
    const used = await (await get(ann, app.id)).json();
    expect(used.data.quota).toEqual({
      limit: 150_000,
      windowSeconds: 60,
      custom: false,
      used: 1234,
      resetsAt: resetAt.toISOString(),
    });
    // The list answers the same.
    expect((await appsOf(ann))[0].quota).toEqual(used.data.quota);
  });

  it('counts nothing from a window that has ended', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    await quotaWindow(app.id, 99, new Date(Date.now() - 1000));
    const { data } = await (await get(ann, app.id)).json();
    expect(data.quota).toMatchObject({ used: 0, resetsAt: null });
  });

  it('answers an admin any app, with its owner and own quota', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const response = await get(await signedIn('admin'), app.id);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      id: app.id,
      owner: { id: ann.user.id },
      heartbeatQuota: null,
      quota: { limit: 150_000, custom: false, used: 0 },
    });
  });

  it('answers 404 to another customer and for an unknown or malformed id, 401 without a token', async () => {
    const bobs = await appOf(await signedIn('customer', 'Bob'));
    const ann = await signedIn();
    await expectError(await get(ann, bobs.id), 404, 'not_found');
    await expectError(await get(ann, '6f1c1f5e-0a4b-4c3e-9d6f-2b8a7c9e0d11'), 404, 'not_found');
    await expectError(await get(ann, 'not-a-uuid'), 404, 'not_found');
    await expectError(await get(undefined, bobs.id), 401, 'unauthorized');
  });
});

describe('PATCH /api/apps/:id', () => {
  it('renames and changes the bundle id, ignoring platform, status and key', async () => {
    const ann = await signedIn();
    const app = await appOf(ann, { platform: 'web' });
    const response = await patch(ann, app.id, {
      name: ' Storefront ',
      bundleId: 'shop.example.com',
      platform: 'ios',
      status: 'suspended',
      appKey: 'fdk_mine',
    });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({
      id: app.id,
      name: 'Storefront',
      bundleId: 'shop.example.com',
      platform: 'web',
      status: 'active',
      appKey: app.appKey,
    });
    expect(Date.parse(data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(app.updatedAt));
    expect(await appsOf(ann)).toEqual([data]);
  });

  it('changes one field alone', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const { data } = await (await patch(ann, app.id, { bundleId: 'com.example.next' })).json();
    expect(data).toMatchObject({ name: app.name, bundleId: 'com.example.next' });
  });

  it('answers 400 for a blank name and keeps the app', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const response = await patch(ann, app.id, { name: '   ', bundleId: 'a b' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ name: 'required', bundleId: 'characters' });
    expect((await appsOf(ann))[0].name).toBe(app.name);
  });

  it('answers 404 for another customer’s app, an unknown id and a malformed id', async () => {
    const ann = await signedIn();
    const bob = await signedIn('customer', 'Bob');
    const bobs = await appOf(bob, { name: 'Bob app' });
    await expectError(await patch(ann, bobs.id, { name: 'Mine now' }), 404, 'not_found');
    await expectError(
      await patch(ann, '6f1c1f5e-0a4b-4c3e-9d6f-2b8a7c9e0d11', { name: 'X' }),
      404,
      'not_found',
    );
    await expectError(await patch(ann, 'not-a-uuid', { name: 'X' }), 404, 'not_found');
    expect((await appsOf(bob))[0].name).toBe('Bob app');
  });
});

describe('DELETE /api/apps/:id', () => {
  it('deletes the app with its devices and their history', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    await insertDevices(app.id, [{ deviceId: 'd1' }]);
    await insertActivity(app.id, [{ deviceId: 'd1', hour: new Date(0) }]);

    const response = await remove(ann, app.id);
    expect(response.status).toBe(204);
    expect(await appsOf(ann)).toEqual([]);
    const db = await getDb();
    expect(await db.select().from(devices).where(eq(devices.appId, app.id))).toEqual([]);
    expect(await db.select().from(deviceActivity).where(eq(deviceActivity.appId, app.id))).toEqual([]);
    await expectError(await remove(ann, app.id), 404, 'not_found');
  });

  it('answers 404 for another customer’s app and leaves it', async () => {
    const bob = await signedIn('customer', 'Bob');
    const bobs = await appOf(bob);
    await expectError(await remove(await signedIn(), bobs.id), 404, 'not_found');
    expect(await appsOf(bob)).toHaveLength(1);
  });

  it('answers 401 without a valid token', async () => {
    const app = await appOf(await signedIn());
    const response = await DELETE(apiRequest(`/api/apps/${app.id}`, { method: 'DELETE' }), context(app.id));
    await expectError(response, 401, 'unauthorized');
  });
});
