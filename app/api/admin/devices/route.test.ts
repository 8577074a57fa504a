/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { GET } from '@/app/api/admin/devices/route';
import type { Device } from '@/lib/api/types';
import { apiRequest, expectError, minutesAgo, setupRouteTest, type SignedIn } from '@/test/api-route';

const { appOf, insertDevices, signedIn } = setupRouteTest();

const list = (who: SignedIn, query: string) =>
  GET(apiRequest(`/api/admin/devices?${query}`, { token: who.token }));

describe('GET /api/admin/devices', () => {
  it('lists every customer’s devices with their owner, and filters by owner', async () => {
    const admin = await signedIn('admin');
    const ann = await signedIn('customer', 'Ann');
    const bob = await signedIn('customer', 'Bob');
    const annApp = await appOf(ann, { name: 'Ann app' });
    const bobApp = await appOf(bob, { name: 'Bob app' });
    const tag = annApp.id.slice(0, 8);
    await insertDevices(annApp.id, [{ deviceId: `ann-${tag}`, lastSeen: minutesAgo(1) }]);
    await insertDevices(bobApp.id, [{ deviceId: `bob-${tag}`, lastSeen: minutesAgo(2) }]);

    const response = await list(admin, `q=${tag}&sort=deviceId:asc`);
    expect(response.status).toBe(200);
    const { data, total }: { data: Device[]; total: number } = await response.json();
    expect(total).toBe(2);
    expect(data.map((device) => [device.deviceId, device.appName, device.owner])).toEqual([
      [`ann-${tag}`, 'Ann app', { id: ann.user.id, name: 'Ann', email: ann.user.email }],
      [`bob-${tag}`, 'Bob app', { id: bob.user.id, name: 'Bob', email: bob.user.email }],
    ]);

    const bobs = await (await list(admin, `ownerId=${bob.user.id}&status=all`)).json();
    expect(bobs.data.map((device: Device) => device.deviceId)).toEqual([`bob-${tag}`]);
    expect(await (await list(admin, `ownerId=${bob.user.id}&appId=${annApp.id}`)).json()).toEqual({
      data: [],
      total: 0,
      onlineWindowSeconds: 300,
    });
  });

  it('filters every customer’s devices by tag and attribute, with their tags and attributes', async () => {
    const admin = await signedIn('admin');
    const ann = await signedIn('customer', 'Ann');
    const bob = await signedIn('customer', 'Bob');
    const annApp = await appOf(ann, { name: 'Ann app' });
    const bobApp = await appOf(bob, { name: 'Bob app' });
    const tag = `t-${annApp.id.slice(0, 8)}`;
    await insertDevices(annApp.id, [{ deviceId: 'ann-1', tags: [tag], attributes: { rev: 4 } }]);
    await insertDevices(bobApp.id, [
      { deviceId: 'bob-1', tags: [tag], attributes: { rev: 2 } },
      { deviceId: 'bob-2', attributes: { rev: 9 } },
    ]);
    const { data } = await (await list(admin, `status=all&tag=${tag}&attr.rev.gt=3`)).json();
    expect(data.map((device: Device) => [device.deviceId, device.tags, device.attributes])).toEqual([
      ['ann-1', [tag], { rev: 4 }],
    ]);
    await expectError(await list(admin, 'tag=Not+A+Tag'), 400, 'validation_failed');
  });

  it('validates the query like the customer list', async () => {
    const response = await list(await signedIn('admin'), 'pageSize=30');
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ pageSize: 'oneOf' });
  });

  it('answers 403 forbidden to customers', async () => {
    await expectError(await list(await signedIn(), ''), 403, 'forbidden');
  });
});
