/** @jest-environment node */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';

import { getDb } from '@/lib/server/db/client';
import { roundEstimate } from '@/lib/server/db/planner';
import { COUNT_EXACT_LIMIT } from '@/lib/server/domain/devices/count';
import { listDevices } from '@/lib/server/domain/devices/list';
import { appWindow } from '@/lib/server/domain/devices/online';
import type { DeviceListQuery } from '@/lib/server/domain/devices/query';
import { SEARCH_WINDOWS } from '@/lib/server/domain/devices/search-window';
import { NO_FLEET_FILTERS } from '@/lib/validations/device-filters';
import { appOf, signedIn, type SignedIn } from '@/test/server/fixtures';
import { setupTestDatabase } from '@/test/server/support';

/**
 * listDevices reads a page through different plans (the last-seen index, one short read per app, a
 * window of recent devices for searches, the trigram index), chosen by the query. Whatever the plan,
 * the page must be the one a plain sort of every matching device gives; this checks that against a
 * reference computed here from all the rows, on more devices than the search window holds.
 */
setupTestDatabase();

interface Row {
  deviceId: string;
  appId: string;
  ownerId: string;
  model: string;
  lastSeen: number;
  /** The app's online window: a device seen within it is online. */
  windowMs: number;
}

const MODELS = ['Google Pixel 8', 'Samsung Galaxy S24', 'Samsung Galaxy A54', 'OnePlus 12', 'Xiaomi 14'];

async function seedDevices(appIds: string[], from: number, to: number): Promise<void> {
  const db = await getDb();
  const appList = sql.raw(`(array[${appIds.map((id) => `'${id}'::uuid`).join(',')}])`);
  const models = sql.raw(`(array[${MODELS.map((model) => `'${model}'`).join(',')}])`);
  // Whole seconds, many devices sharing one: the order's tie-breakers matter. One device in ten online.
  await db.execute(sql`
    insert into devices (org_id, app_id, device_id, platform, model, os_version, app_version, first_seen, last_seen)
    select (select a.org_id from apps a where a.id = app_id), app_id, 'dev-' || substr(md5(g::text), 1, 10), 'android',
      ${models}[1 + (hashint4(g) & 2147483647) % ${sql.raw(String(MODELS.length))}], '14', '2.0.0', ls - interval '1 day', ls
    from generate_series(${sql.raw(String(from))}, ${sql.raw(String(to - 1))}) g,
      lateral (select ${appList}[1 + g % ${sql.raw(String(appIds.length))}] as app_id) p,
      lateral (select date_trunc('second', now()) - case when g % 10 = 0
        then ((hashint4(g * 3) & 2147483647) % 200) * interval '1 second'
        else interval '1 hour' + ((hashint4(g * 5) & 2147483647) % 5000) * interval '1 minute' end as ls) t`);
  // Fresh planner statistics, as a PostgreSQL server's autovacuum soon gathers after a bulk insert (and
  // the product does itself on PGlite): the totals past the exact limit are the planner's estimates.
  await db.execute(sql`analyze devices, apps`);
}

/**
 * An exact total up to the limit; past it (an admin's view of every device on a database other test
 * files share), an estimate: the planner's, or for a search the share of matches among recent devices.
 */
function expectTotal(page: { total: number; totalIsEstimate?: true }, exact: number): void {
  if (exact <= COUNT_EXACT_LIMIT) {
    expect(page.total).toBe(exact);
    expect(page.totalIsEstimate).toBeUndefined();
  } else {
    expect(page.totalIsEstimate).toBe(true);
    expect(Math.abs(page.total - exact) / exact).toBeLessThan(0.25);
  }
}

async function allRows(): Promise<Row[]> {
  const db = await getDb();
  const result = await db.execute(sql`
    select d.device_id as "deviceId", d.app_id as "appId", a.org_id as "ownerId", d.model,
      (extract(epoch from d.last_seen) * 1000)::float8 as "lastSeen",
      ${appWindow(sql`a.online_window_seconds`)} * 1000 as "windowMs"
    from devices d join apps a on a.id = d.app_id`);
  return (result as unknown as { rows: Row[] }).rows;
}

function reference(rows: Row[], query: DeviceListQuery, ownerId?: string) {
  const now = Date.now();
  const q = query.q.toLowerCase();
  const sign = query.sort.desc ? -1 : 1;
  const byId = (a: Row, b: Row) => (a.deviceId < b.deviceId ? -1 : a.deviceId > b.deviceId ? 1 : 0);
  const matching = rows
    .filter((row) => !ownerId || row.ownerId === ownerId)
    .filter((row) => !query.appId || row.appId === query.appId)
    .filter((row) => query.status === 'all' || row.lastSeen > now - row.windowMs)
    .filter((row) => !q || `${row.deviceId}\u001f${row.model}\u001f14\u001f2.0.0`.toLowerCase().includes(q))
    .sort(
      (a, b) =>
        sign * (query.sort.id === 'deviceId' ? byId(a, b) : a.lastSeen - b.lastSeen) ||
        sign * byId(a, b) ||
        sign * (a.appId < b.appId ? -1 : a.appId > b.appId ? 1 : 0),
    );
  const start = (query.page - 1) * query.pageSize;
  return {
    ids: matching.slice(start, start + query.pageSize).map((row) => row.deviceId),
    total: matching.length,
  };
}

function query(overrides: Partial<DeviceListQuery>): DeviceListQuery {
  return {
    page: 1,
    pageSize: 25,
    sort: { id: 'lastSeen', desc: true },
    fleet: NO_FLEET_FILTERS,
    q: '',
    status: 'all',
    ...overrides,
  };
}

describe('listDevices at scale', () => {
  let ann: SignedIn;
  let bob: SignedIn;
  let annApps: string[];
  let rows: Row[];

  beforeAll(async () => {
    ann = await signedIn('customer', 'Ann');
    bob = await signedIn('customer', 'Bob');
    annApps = [
      (await appOf(ann, { name: 'A1' })).id,
      (await appOf(ann, { name: 'A2' })).id,
      (await appOf(ann, { name: 'A3' })).id,
    ];
    const bobApps = [(await appOf(bob, { name: 'B1' })).id, (await appOf(bob, { name: 'B2' })).id];
    // Ann has more devices than the search window holds.
    await seedDevices([...annApps, ...annApps, ...bobApps], 0, SEARCH_WINDOWS[1] * 3);
    rows = await allRows();
  }, 60_000);

  const rareId = () => rows.find((row) => row.ownerId === ann.user.id)!.deviceId.slice(4, 11);
  const cases: [string, () => Partial<DeviceListQuery>][] = [
    ['the default page (online, newest first)', () => ({ status: 'online' })],
    ['all devices', () => ({})],
    ['all devices, oldest first', () => ({ sort: { id: 'lastSeen', desc: false } })],
    ['a later page', () => ({ page: 7, pageSize: 50 })],
    ['a deep page', () => ({ page: 90 })],
    ['a common search', () => ({ q: 'galaxy' })],
    ['a common search, page 3', () => ({ q: 'Galaxy S24', page: 3 })],
    ['a common search among the online', () => ({ q: 'pixel', status: 'online' })],
    // About one device id in thirty holds "ab": too few for the small window, enough for the large one.
    ['a search a few devices match', () => ({ q: 'ab' })],
    ['a rare search', () => ({ q: rareId() })],
    ['a search with no match', () => ({ q: 'no-such-device' })],
    ['one app', () => ({ appId: annApps[1] })],
    ['one app, searched', () => ({ appId: annApps[2], q: 'oneplus' })],
    ['another order', () => ({ sort: { id: 'deviceId', desc: false }, q: 'xiaomi' })],
  ];

  it.each(cases)('gives a customer the right page: %s', async (_, overrides) => {
    const q = query(overrides());
    const expected = reference(rows, q, ann.user.id);
    const page = await listDevices(q, { orgId: ann.user.id });
    expect(page.data.map((device) => device.deviceId)).toEqual(expected.ids);
    expect(page.total).toBe(expected.total);
    expect(page.totalIsEstimate).toBeUndefined();
    expect(page.data.every((device) => annApps.includes(device.appId))).toBe(true);
    for (const device of page.data) {
      expect(Object.keys(device).sort()).toEqual([
        'appId',
        'appName',
        'appVersion',
        'attributes',
        'deviceId',
        'firstSeen',
        'lastSeen',
        'model',
        'online',
        'onlineWindowSeconds',
        'osVersion',
        'platform',
        'sdkVersion',
        'tags',
      ]);
    }
  });

  it.each(cases.filter(([name]) => !name.startsWith('one app')))(
    'gives an admin the right page across every customer: %s',
    async (_, overrides) => {
      const q = query(overrides());
      const expected = reference(rows, q);
      const page = await listDevices(q, { withOwner: true });
      expect(page.data.map((device) => device.deviceId)).toEqual(expected.ids);
      expectTotal(page, expected.total);
    },
  );

  it("gives an admin one customer's page", async () => {
    const q = query({ q: 'samsung' });
    const page = await listDevices(q, { orgId: bob.user.id, withOwner: true });
    expect(page.data.map((device) => device.deviceId)).toEqual(reference(rows, q, bob.user.id).ids);
    expect(page.data[0].owner).toEqual({ id: bob.user.id, name: 'Bob', email: bob.user.email });
  });

  it('estimates a total past the exact limit, and says so', async () => {
    await seedDevices(annApps, 100_000, 100_000 + COUNT_EXACT_LIMIT + 2000);
    const exact = (await allRows()).filter((row) => row.ownerId === ann.user.id).length;
    const page = await listDevices(query({}), { orgId: ann.user.id });
    expect(page.totalIsEstimate).toBe(true);
    expect(page.total).toBeGreaterThan(COUNT_EXACT_LIMIT * 0.9);
    // The planner's estimate from fresh statistics: close, not exact.
    expect(Math.abs(page.total - exact) / exact).toBeLessThan(0.25);
    expect(page.data).toHaveLength(25);

    // A search most devices match: the page from the window of recent devices, the total from its share.
    const everyone = query({ q: 'dev-' });
    const searched = await listDevices(everyone, { orgId: ann.user.id });
    const expected = reference(await allRows(), everyone, ann.user.id);
    expect(searched.data.map((device) => device.deviceId)).toEqual(expected.ids);
    expect(searched.totalIsEstimate).toBe(true);
    // (The statistics are from before the last seeding, as they may be for up to ten minutes.)
    expect(Math.abs(searched.total - expected.total) / expected.total).toBeLessThan(0.25);
  }, 60_000);
});

describe('roundEstimate', () => {
  it('keeps two significant digits', () => {
    expect(roundEstimate(42)).toBe(42);
    expect(roundEstimate(12_345)).toBe(12_000);
    expect(roundEstimate(1_004_999)).toBe(1_000_000);
    expect(roundEstimate(987_654)).toBe(990_000);
  });
});
