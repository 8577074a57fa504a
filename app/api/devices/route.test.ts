/** @jest-environment node */
import { beforeAll, describe, expect, it } from '@jest/globals';

import { GET } from '@/app/api/devices/route';
import type { App, Device } from '@/lib/api/types';
import { apiRequest, expectError, minutesAgo, setupRouteTest, type SignedIn } from '@/test/api-route';

const { appOf, insertDevices, signedIn } = setupRouteTest();

const list = (owner: SignedIn, query = '') =>
  GET(apiRequest(`/api/devices?${query}`, { token: owner.token }));

async function page(owner: SignedIn, query = ''): Promise<{ data: Device[]; total: number }> {
  const response = await list(owner, query);
  expect(response.status).toBe(200);
  return response.json();
}

const ids = (body: { data: Device[] }) => body.data.map((device) => device.deviceId);

describe('GET /api/devices', () => {
  let ann: SignedIn;
  let shop: App;
  let scanner: App;

  beforeAll(async () => {
    ann = await signedIn();
    shop = await appOf(ann, { name: 'Shop', platform: 'android' });
    scanner = await appOf(ann, { name: 'Scanner', platform: 'other' });
    // 60 devices of the shop: d-00 seen most recently; even ones online, odd ones offline.
    await insertDevices(
      shop.id,
      Array.from({ length: 60 }, (_, n) => ({
        deviceId: `d-${String(n).padStart(2, '0')}`,
        model: n % 3 === 0 ? 'Pixel 8' : 'Galaxy S24',
        osVersion: n % 2 === 0 ? '14' : '13',
        appVersion: '2.0.0',
        sdkVersion: '1.0.0',
        firstSeen: minutesAgo(10_000 + n),
        lastSeen: n % 2 === 0 ? minutesAgo(n / 30) : minutesAgo(60 + n),
      })),
    );
    await insertDevices(scanner.id, [
      {
        deviceId: 'scan_1',
        platform: 'other',
        model: '50%_off',
        lastSeen: minutesAgo(1),
        firstSeen: minutesAgo(5),
      },
      {
        deviceId: 'scanX1',
        platform: 'other',
        model: 'Zebra',
        lastSeen: minutesAgo(2),
        firstSeen: minutesAgo(5),
      },
    ]);
  });

  it('lists online devices, most recently seen first, 25 per page', async () => {
    const first = await page(ann);
    expect(first.total).toBe(32);
    expect(first.data).toHaveLength(25);
    expect(ids(first).slice(0, 3)).toEqual(['d-00', 'd-02', 'd-04']);
    expect(ids(first)).toContain('scan_1');
    expect(first.data[0]).toEqual({
      deviceId: 'd-00',
      appId: shop.id,
      appName: 'Shop',
      platform: 'android',
      osVersion: '14',
      model: 'Pixel 8',
      sdkVersion: '1.0.0',
      appVersion: '2.0.0',
      firstSeen: expect.any(String),
      lastSeen: expect.any(String),
      online: true,
      tags: [],
      attributes: {},
      onlineWindowSeconds: 300,
    });
    const second = await page(ann, 'page=2');
    expect(second.data).toHaveLength(7);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(32);
    expect((await page(ann, 'page=9')).data).toEqual([]);
  });

  it('lists every device with status=all, with the online flag', async () => {
    const all = await page(ann, 'status=all&pageSize=100');
    expect(all.total).toBe(62);
    expect(all.data).toHaveLength(62);
    const online = Object.fromEntries(all.data.map((device) => [device.deviceId, device.online]));
    expect(online).toMatchObject({ 'd-00': true, 'd-01': false, 'd-58': true, 'd-59': false });
  });

  it('lists only the devices not online with status=offline, most recently seen first', async () => {
    const offline = await page(ann, 'status=offline&pageSize=100');
    expect(offline.total).toBe(30);
    expect(offline.data.every((device) => !device.online)).toBe(true);
    expect(ids(offline).slice(0, 3)).toEqual(['d-01', 'd-03', 'd-05']);
    expect((await page(ann, `status=offline&appId=${scanner.id}`)).total).toBe(0);
    await expectError(await list(ann, 'status=gone'), 400, 'validation_failed');
  });

  it('walks every device by cursor, in the numbered pages’ order, until nextCursor is null', async () => {
    const numbered = [1, 2, 3].map((n) => page(ann, `status=all&sort=model:desc&page=${n}`));
    const expected = (await Promise.all(numbered)).flatMap(ids);
    const walked: string[] = [];
    let cursor = '';
    const sizes: number[] = [];
    for (;;) {
      const response = await list(ann, `status=all&sort=model:desc&cursor=${cursor}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: Device[]; nextCursor: string | null; total?: number };
      expect(body.total).toBeUndefined();
      walked.push(...ids(body));
      sizes.push(body.data.length);
      if (body.nextCursor === null) break;
      cursor = encodeURIComponent(body.nextCursor);
    }
    expect(sizes).toEqual([25, 25, 12]);
    expect(walked).toEqual(expected);
  });

  it('keeps its place when devices arrive before it, and refuses a cursor it did not make', async () => {
    const first = (await (await list(ann, 'status=all&pageSize=50&cursor=')).json()) as {
      data: Device[];
      nextCursor: string;
    };
    const rest = (await (
      await list(ann, `status=all&pageSize=50&cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json()) as { data: Device[]; nextCursor: string | null };
    expect(rest.nextCursor).toBeNull();
    expect(new Set([...ids(first), ...ids(rest)]).size).toBe(62);

    // Another order, a made-up position, a time that is no time: 400 naming the cursor.
    const bad = (cursor: string, sort = 'lastSeen:desc') =>
      list(ann, `status=all&sort=${sort}&cursor=${encodeURIComponent(cursor)}`);
    const fields = async (response: Response) =>
      ((await response.json()) as { error: { code: string; fields?: Record<string, string> } }).error;
    expect(await fields(await bad(first.nextCursor, 'deviceId:asc'))).toMatchObject({
      code: 'validation_failed',
      fields: { cursor: 'oneOf' },
    });
    const forged = Buffer.from(JSON.stringify(['lastSeen:desc', 'yesterday', 'd-01', shop.id])).toString(
      'base64url',
    );
    expect((await bad(forged)).status).toBe(400);
    expect((await bad('not a cursor')).status).toBe(400);
  });

  it('sorts by an allowed column in either direction, ties broken by device id', async () => {
    const byId = await page(ann, 'status=all&sort=deviceId:asc&pageSize=50');
    expect(ids(byId).slice(0, 3)).toEqual(['d-00', 'd-01', 'd-02']);
    const byIdDesc = await page(ann, 'status=all&sort=deviceId:desc');
    // The order of '_' and 'X' depends on the database's collation.
    expect(ids(byIdDesc).slice(0, 2).sort()).toEqual(['scanX1', 'scan_1']);
    expect(ids(byIdDesc)[2]).toBe('d-59');
    const byApp = await page(ann, 'status=all&sort=appName:desc&pageSize=50');
    expect(byApp.data[0].appName).toBe('Shop');
    const byModel = await page(ann, 'status=all&sort=model:asc&pageSize=100');
    expect(ids(byModel)[0]).toBe('scan_1');
    expect(byModel.data.map((d) => d.model)).toEqual([...byModel.data.map((d) => d.model)].sort());
    const oldest = await page(ann, 'status=all&sort=firstSeen:asc');
    expect(ids(oldest)[0]).toBe('d-59');
    const lastSeenAsc = await page(ann, 'sort=lastSeen:asc&pageSize=100');
    expect(ids(lastSeenAsc).at(-1)).toBe('d-00');
  });

  it('pages without overlap or gaps when the sorted values tie', async () => {
    const seen: string[] = [];
    for (let n = 1; n <= 3; n += 1)
      seen.push(...ids(await page(ann, `status=all&sort=appVersion:asc&page=${n}`)));
    expect(seen).toHaveLength(62);
    expect(new Set(seen).size).toBe(62);
  });

  it('searches device id, model, OS and app version, case-insensitively, wildcards literal', async () => {
    expect(ids(await page(ann, 'status=all&q=D-0&sort=deviceId:asc'))).toEqual(
      Array.from({ length: 10 }, (_, n) => `d-0${n}`),
    );
    expect((await page(ann, 'status=all&q=pixel')).total).toBe(20);
    expect((await page(ann, 'status=all&q=zebra')).data.map((d) => d.deviceId)).toEqual(['scanX1']);
    expect((await page(ann, 'status=all&q=13')).total).toBe(30);
    // '_' and '%' are not wildcards: 'scan_' does not match 'scanX1'.
    expect(ids(await page(ann, 'status=all&q=scan_'))).toEqual(['scan_1']);
    expect(ids(await page(ann, 'status=all&q=50%25'))).toEqual(['scan_1']);
    expect((await page(ann, 'status=all&q=nothing-like-this')).total).toBe(0);
  });

  it('filters by one of the caller’s apps; another customer’s app gives nothing', async () => {
    const scanners = await page(ann, `status=all&appId=${scanner.id}`);
    expect(ids(scanners).sort()).toEqual(['scanX1', 'scan_1']);

    const bob = await signedIn('customer', 'Bob');
    const bobs = await appOf(bob);
    await insertDevices(bobs.id, [{ deviceId: 'bob-phone', lastSeen: minutesAgo(1) }]);
    expect(await page(ann, `status=all&appId=${bobs.id}`)).toEqual({
      data: [],
      total: 0,
      onlineWindowSeconds: 300,
    });
    expect(await page(ann, 'status=all&appId=garbage')).toEqual({
      data: [],
      total: 0,
      onlineWindowSeconds: 300,
    });
    // Nor does Bob see Ann's devices, nor Ann Bob's.
    expect(ids(await page(bob, 'status=all'))).toEqual(['bob-phone']);
    expect(ids(await page(ann, 'status=all&pageSize=100'))).not.toContain('bob-phone');
  });

  it.each([
    ['pageSize=30', 'pageSize', 'oneOf'],
    ['sort=secret:asc', 'sort', 'oneOf'],
    ['status=sleeping', 'status', 'oneOf'],
    ['page=abc', 'page', 'required'],
  ])('answers 400 validation_failed for %s', async (query, field, key) => {
    const response = await list(ann, query);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'validation_failed',
      fields: { [field]: key },
    });
  });

  it('answers 401 without a valid token', async () => {
    await expectError(await GET(apiRequest('/api/devices')), 401, 'unauthorized');
  });
});
