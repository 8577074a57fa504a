/** @jest-environment node */
import { beforeAll, describe, expect, it } from '@jest/globals';

import { GET as adminExport } from '@/app/api/admin/devices/export/route';
import { GET as customerExport } from '@/app/api/devices/export/route';
import { GET as list } from '@/app/api/devices/route';
import type { App, Device } from '@/lib/api/types';
import { exportDevicesCsv } from '@/lib/server/domain/devices/export';
import { parseDeviceExportQuery } from '@/lib/server/domain/devices/export-query';
import { deviceBatches } from '@/lib/server/domain/devices/keyset';
import { apiRequest, expectError, minutesAgo, setupRouteTest, type SignedIn } from '@/test/api-route';
import { parseCsv } from '@/test/server/audit';

const { appOf, insertDevices, signedIn } = setupRouteTest();

async function csv(response: Response): Promise<string[][]> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return parseCsv(await response.text());
}

const exportOf = (owner: SignedIn, query: string, headers?: Record<string, string>) =>
  customerExport(apiRequest(`/api/devices/export?${query}`, { token: owner.token, headers }));

/** Every device the list shows for `query`, over its pages, in its order. */
async function listed(owner: SignedIn, query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await list(
      apiRequest(`/api/devices?${query}&page=${page}&pageSize=100`, { token: owner.token }),
    );
    const body = (await response.json()) as { data: Device[] };
    ids.push(...body.data.map((device) => device.deviceId));
    if (body.data.length < 100) return ids;
  }
}

describe('GET /api/devices/export', () => {
  let ann: SignedIn;
  let bob: SignedIn;
  let shop: App;

  beforeAll(async () => {
    ann = await signedIn();
    bob = await signedIn('customer', 'Bob');
    shop = await appOf(ann, { name: 'Shop', platform: 'android' });
    const kiosk = await appOf(ann, { name: 'Kiosk', platform: 'ios' });
    // 130 devices: even ones online; some never said their model; ties in model and in last seen.
    await insertDevices(
      shop.id,
      Array.from({ length: 130 }, (_, n) => ({
        deviceId: `d-${String(n).padStart(3, '0')}`,
        model: n % 5 === 0 ? null : n % 3 === 0 ? 'Pixel 8' : 'Galaxy S24',
        osVersion: n % 7 === 0 ? null : String(10 + (n % 4)),
        firstSeen: minutesAgo(10_000 + n),
        lastSeen: n % 2 === 0 ? minutesAgo(Math.floor(n / 20) / 10) : minutesAgo(60 + Math.floor(n / 4)),
      })),
    );
    await insertDevices(kiosk.id, [
      { deviceId: 'd-000', platform: 'ios', model: '=HYPERLINK("http://evil","x")', lastSeen: minutesAgo(0) },
      {
        deviceId: 'k-full',
        platform: 'ios',
        model: '＝1+1',
        appVersion: '＠SUM(A1)',
        lastSeen: minutesAgo(0),
      },
      { deviceId: 'k-plus', platform: 'other', model: '+1', osVersion: '-2', lastSeen: minutesAgo(0) },
    ]);
    const other = await appOf(bob, { name: 'Elsewhere' });
    await insertDevices(other.id, [{ deviceId: 'bob-1', lastSeen: minutesAgo(0) }]);
  });

  it.each([
    'status=all',
    'status=online',
    'status=all&sort=model:asc',
    'status=all&sort=model:desc',
    'status=all&sort=osVersion:desc&q=d-0',
    'status=all&sort=deviceId:desc',
    'status=all&sort=appName:asc',
    'status=all&sort=lastSeen:asc&q=Pixel',
    `status=all&appId=${'x'}`,
  ])('streams every device the list shows for %s, in its order', async (query) => {
    const filled = query.replace('appId=x', `appId=${shop.id}`);
    const rows = await csv(await exportOf(ann, `${filled}&columns=deviceId`));
    expect(rows.slice(1).map((row) => row[0])).toEqual(await listed(ann, filled));
  });

  it('reads in batches: every device once, whatever the batch size', async () => {
    const params = 'status=all&sort=model:desc&columns=deviceId,appName';
    const query = parseDeviceExportQuery(apiRequest(`/api/devices/export?${params}`));
    const expected = await listed(ann, 'status=all&sort=model:desc');
    const sizes: number[] = [];
    for await (const batch of deviceBatches(query, { orgId: ann.user.id }, 7)) sizes.push(batch.length);
    expect(sizes.length).toBe(Math.ceil(expected.length / 7));
    expect(Math.max(...sizes)).toBe(7);
    const text = await new Response(await exportDevicesCsv(query, { orgId: ann.user.id }, 7)).text();
    expect(
      parseCsv(text)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(expected);
  });

  it('writes the columns asked for, headers and words in the language asked for, times as ISO', async () => {
    const rows = await csv(
      await exportOf(
        ann,
        `status=all&q=k-&sort=deviceId:asc&columns=deviceId,online,platform,lastSeen&locale=fr`,
      ),
    );
    expect(rows[0]).toEqual(["ID de l'appareil", 'Statut', 'Plateforme', 'Dernière activité']);
    expect(rows[1].slice(0, 3)).toEqual(['k-full', 'En ligne', 'iOS']);
    expect(rows[2].slice(0, 3)).toEqual(['k-plus', 'En ligne', 'Autre']);
    expect(rows[1][3]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const offline = await csv(await exportOf(ann, `status=all&q=d-001&columns=online&locale=de`));
    expect(offline[1]).toEqual(['Offline']);
  });

  it('takes the language from the NEXT_LOCALE cookie when none is asked for', async () => {
    const rows = await csv(
      await exportOf(ann, 'status=all&q=k-plus&columns=platform,model', {
        cookie: 'theme=dark; NEXT_LOCALE=de',
      }),
    );
    expect(rows).toEqual([
      ['Plattform', 'Modell'],
      ['Sonstige', "'+1"],
    ]);
  });

  it('neutralises formulas, the full-width ones too', async () => {
    const response = await exportOf(
      ann,
      'status=all&q=k-&sort=deviceId:asc&columns=model,osVersion,appVersion',
    );
    const rows = await csv(response);
    expect(rows.slice(1)).toEqual([
      ["'＝1+1", '', "'＠SUM(A1)"],
      ["'+1", "'-2", ''],
    ]);
    const hyperlink = await csv(await exportOf(ann, 'status=all&q=HYPERLINK&columns=model'));
    expect(hyperlink[1]).toEqual(['\'=HYPERLINK("http://evil","x")']);
  });

  it('holds only the caller’s devices, and the owner column only for admins', async () => {
    const rows = await csv(await exportOf(bob, 'status=all&columns=deviceId'));
    expect(rows.slice(1)).toEqual([['bob-1']]);
    await expectError(await exportOf(ann, 'columns=deviceId,owner'), 400, 'validation_failed');
    await expectError(await exportOf(ann, 'columns=passwordHash'), 400, 'validation_failed');
    await expectError(await exportOf(ann, 'locale=xx'), 400, 'validation_failed');
    await expectError(await customerExport(apiRequest('/api/devices/export')), 401, 'unauthorized');
  });

  it('gives admins every customer’s devices with their owner, and refuses customers', async () => {
    const admin = await signedIn('admin', 'Ada');
    const call = (query: string, token = admin.token) =>
      adminExport(apiRequest(`/api/admin/devices/export?${query}`, { token }));
    const all = await csv(await call('status=all&columns=deviceId,owner&sort=deviceId:asc'));
    expect(all[0]).toEqual(['Device ID', 'Owner']);
    expect(all).toContainEqual(['bob-1', bob.user.email]);
    // Ann's and Bob's devices, each with its owner (on PostgreSQL other test files' devices are there too).
    const ours = all.slice(1).filter(([, owner]) => owner === ann.user.email || owner === bob.user.email);
    expect(ours).toHaveLength(130 + 3 + 1);
    const bobs = await csv(await call(`status=all&ownerId=${bob.user.id}`));
    expect(bobs[0]).toContain('Owner');
    expect(bobs).toHaveLength(2);
    await expectError(await call('status=all', ann.token), 403, 'forbidden');
  });
});
