/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { GET, POST } from '@/app/api/apps/route';
import { apiRequest, expectError, minutesAgo, setupRouteTest } from '@/test/api-route';

const { appOf, insertDevices, signedIn } = setupRouteTest();

const list = (token?: string) => GET(apiRequest('/api/apps', { token }));
const create = (token: string | undefined, body: unknown) =>
  POST(apiRequest('/api/apps', { method: 'POST', token, body }));

describe('/api/apps', () => {
  it('creates an app with a new key and lists it for its owner only', async () => {
    const ann = await signedIn();
    const response = await create(ann.token, {
      name: '  Acme Shop ',
      platform: 'ios',
      bundleId: ' com.acme.shop ',
      status: 'suspended',
    });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toEqual({
      id: expect.any(String),
      name: 'Acme Shop',
      platform: 'ios',
      bundleId: 'com.acme.shop',
      appKey: expect.stringMatching(/^fdk_[A-Za-z0-9_-]{32}$/),
      status: 'active',
      suspendedReason: null,
      onlineWindowSeconds: 300,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      devicesOnline: 0,
      devicesTotal: 0,
      webhooksDisabled: 0,
      quota: { limit: 150_000, windowSeconds: 60, custom: false, used: 0, resetsAt: null },
    });
    expect(Math.abs(Date.parse(data.createdAt) - Date.now())).toBeLessThan(60_000);

    expect(await (await list(ann.token)).json()).toEqual({ data: [data], total: 1 });
    expect(await (await list((await signedIn()).token)).json()).toEqual({ data: [], total: 0 });
  });

  it('gives every app its own key', async () => {
    const ann = await signedIn();
    const [first, second] = [await appOf(ann), await appOf(ann)];
    expect(first.appKey).not.toBe(second.appKey);
  });

  it('lists newest first with devices online and in total', async () => {
    const ann = await signedIn();
    const older = await appOf(ann, { name: 'Older' });
    const newer = await appOf(ann, { name: 'Newer' });
    await insertDevices(older.id, [
      { deviceId: 'on-1', lastSeen: minutesAgo(1) },
      { deviceId: 'on-2', lastSeen: minutesAgo(4) },
      { deviceId: 'off', lastSeen: minutesAgo(6) },
    ]);
    const { data, total } = await (await list(ann.token)).json();
    expect(total).toBe(2);
    expect(data.map((app: { name: string }) => app.name)).toEqual(['Newer', 'Older']);
    expect(data[1]).toMatchObject({ id: older.id, devicesOnline: 2, devicesTotal: 3 });
    expect(data[0]).toMatchObject({ id: newer.id, devicesOnline: 0, devicesTotal: 0 });
  });

  it.each([
    ['nothing', {}, { name: 'required', platform: 'required', bundleId: 'required' }],
    [
      'bad values',
      { name: 'n'.repeat(101), platform: 'windows', bundleId: 'com.acme/shop' },
      { name: 'maxLength:100', platform: 'oneOf', bundleId: 'characters' },
    ],
    [
      'a too long bundle id',
      { name: 'A', platform: 'web', bundleId: 'b'.repeat(201) },
      { bundleId: 'maxLength:200' },
    ],
    [
      'wrong types',
      { name: 5, platform: ['ios'], bundleId: true },
      { name: 'required', platform: 'required' },
    ],
  ])('answers 400 validation_failed for %s', async (_label, body, fields) => {
    const ann = await signedIn();
    const response = await create(ann.token, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'validation_failed', fields });
    expect((await (await list(ann.token)).json()).total).toBe(0);
  });

  it('answers 401 without a valid token', async () => {
    await expectError(await list(), 401, 'unauthorized');
    await expectError(
      await create('forged', { name: 'A', platform: 'web', bundleId: 'a' }),
      401,
      'unauthorized',
    );
  });
});
