import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import type { Device } from '@/lib/api/types';
import { serverConfig } from '@/lib/server/config';
import { getDb, type Db } from '@/lib/server/db/client';
import { apps, devices, users } from '@/lib/server/db/schema';
import { deviceConditions, newestPerApp, pageFields } from '@/lib/server/domain/devices/columns';
import {
  countDevices,
  ensureStatistics,
  estimateDevices,
  type DeviceTotal,
} from '@/lib/server/domain/devices/count';
import type { DeviceListQuery } from '@/lib/server/domain/devices/query';
import {
  SEARCH_WINDOWS,
  searchRecent,
  searchWindow,
  type WindowSearch,
} from '@/lib/server/domain/devices/search-window';

export { SEARCH_WINDOWS };

/**
 * One page of devices, sorted, searched and counted in the database, at a cost that stays flat as
 * the fleet grows (bench/README.md, figure 3):
 * - The default order (last seen) reads only the page's worth of rows from an index: across every
 *   app from (last_seen, device_id, app_id), and within a customer's or one app's devices from
 *   (app_id, last_seen, device_id), one short read per app merged by the database (a lateral join).
 * - A search in that order that many devices match is answered from the most recently seen devices
 *   (device-search.ts); a rarer one through the trigram index on deviceSearchText, then sorted.
 * - Other orders sort the matching rows.
 * - The total is exact up to a limit and estimated beyond it (device-count.ts).
 * Ties are broken by device id then app id in the sort's direction, so pages never overlap.
 */
const SORT_COLUMNS = {
  deviceId: devices.deviceId,
  appName: apps.name,
  platform: devices.platform,
  osVersion: devices.osVersion,
  model: devices.model,
  sdkVersion: devices.sdkVersion,
  appVersion: devices.appVersion,
  lastSeen: devices.lastSeen,
  firstSeen: devices.firstSeen,
} as const;

/**
 * Columns a device may leave empty (NULL). PostgreSQL puts NULL first when sorting descending; these
 * sort it last both ways, so a sort never opens on a page of "Not reported". Only these: a NULLS LAST
 * on last_seen would no longer match its index read backwards, and the others are never NULL.
 */
const NULLABLE_SORTS = new Set<DeviceListQuery['sort']['id']>([
  'platform',
  'osVersion',
  'model',
  'sdkVersion',
  'appVersion',
]);

/** Past this many rows (page x page size), the search window is not worth trying. */
const SEARCH_WINDOW_MAX_ROWS = 500;
/** Past this many apps in scope, per-app reads are not worth it: the global index serves. */
const LATERAL_MAX_APPS = 50;

export interface DeviceListScope {
  /** Only devices of this owner's apps (a customer, or an admin's owner filter); undefined = everyone's. */
  ownerId?: string;
  /** Adds `owner` to each device (admin views). */
  withOwner?: boolean;
}

export interface DeviceList {
  data: Device[];
  total: number;
  /** Present (true) when the total is an estimate of more than COUNT_EXACT_LIMIT devices. */
  totalIsEstimate?: true;
  /**
   * ONLINE_WINDOW_SECONDS: how long `online` stays true after `lastSeen`. A table left open without a
   * refresh turns a row offline itself once that much time has passed, as its "last seen" ages.
   */
  onlineWindowSeconds: number;
}

/** The page in last-seen order without a search: only the page's worth of index entries is read. */
function lastSeenPage(db: Db, query: DeviceListQuery, appIds: string[] | null, offset: number) {
  const direction = query.sort.direction === 'asc' ? asc : desc;
  if (appIds) {
    const newest = newestPerApp(db, query, offset + query.pageSize, direction);
    return db
      .select(pageFields(newest))
      .from(apps)
      .crossJoinLateral(newest)
      .innerJoin(users, eq(users.id, apps.ownerId))
      .where(inArray(apps.id, appIds))
      .orderBy(direction(newest.lastSeen), direction(newest.deviceId), direction(newest.appId))
      .limit(query.pageSize)
      .offset(offset);
  }
  return db
    .select(pageFields(devices))
    .from(devices)
    .innerJoin(apps, eq(apps.id, devices.appId))
    .innerJoin(users, eq(users.id, apps.ownerId))
    .where(and(...deviceConditions(query)))
    .orderBy(direction(devices.lastSeen), direction(devices.deviceId), direction(devices.appId))
    .limit(query.pageSize)
    .offset(offset);
}

/** The page of any order: the matching rows, sorted. */
function sortedPage(db: Db, query: DeviceListQuery, appIds: string[] | null, offset: number) {
  const direction = query.sort.direction === 'asc' ? asc : desc;
  // With a search, the matches are found through the trigram index and then sorted. Left alone, the
  // planner may instead walk the last_seen index and test every row until a page is full, which reads
  // the whole table when the matches are rare or belong to other customers (seconds at 1M devices).
  // A zero interval keeps the order but hides the index order from the planner.
  const sortColumn =
    query.q && query.sort.id === 'lastSeen'
      ? sql`(${devices.lastSeen} + interval '0 seconds')`
      : SORT_COLUMNS[query.sort.id];
  const order = NULLABLE_SORTS.has(query.sort.id)
    ? query.sort.direction === 'asc'
      ? sql`${sortColumn} asc nulls last`
      : sql`${sortColumn} desc nulls last`
    : direction(sortColumn);
  return db
    .select(pageFields(devices))
    .from(devices)
    .innerJoin(apps, eq(apps.id, devices.appId))
    .innerJoin(users, eq(users.id, apps.ownerId))
    .where(and(...deviceConditions(query), appIds ? inArray(devices.appId, appIds) : undefined))
    .orderBy(order, direction(devices.deviceId), direction(devices.appId))
    .limit(query.pageSize)
    .offset(offset);
}

/**
 * The ids of the apps in scope (a customer's, an owner's, or the one asked for), or null for every
 * app. Naming them lets the planner use its per-app statistics, and the per-app reads know their apps.
 */
async function appIdsInScope(db: Db, scope: DeviceListScope, appId: string | undefined) {
  const conditions = and(
    scope.ownerId ? eq(apps.ownerId, scope.ownerId) : undefined,
    appId ? eq(apps.id, appId) : undefined,
  );
  if (!conditions) return null;
  return (await db.select({ id: apps.id }).from(apps).where(conditions)).map((row) => row.id);
}

const matchingDevices = (where: SQL | undefined) => sql`select 1 from ${devices} where ${where ?? sql`true`}`;

/**
 * The total of a search answered from the window of recent devices: exact when the window held
 * every device in scope, else the window's share of matches over all the devices in scope (the
 * planner estimates those well; it cannot estimate how often a substring occurs).
 */
async function windowTotal(
  db: Db,
  query: DeviceListQuery,
  inScope: SQL | undefined,
  matching: SQL,
  found: WindowSearch,
): Promise<DeviceTotal> {
  if (!found.windowFull) return { total: found.matches, estimated: false };
  const all = await estimateDevices(
    db,
    matchingDevices(and(...deviceConditions(query, { search: false }), inScope)),
  );
  return countDevices(db, matching, (found.matches / found.window) * all, { trusted: true });
}

/**
 * A search's total when the window did not answer the page (another order, a deep page, a rare term):
 * counted up to the limit; past it, estimated from the share of matches among the most recently seen
 * devices in scope, since the planner's guess for a substring is a constant share of the rows.
 */
async function searchTotal(
  db: Db,
  query: DeviceListQuery,
  appIds: string[] | null,
  inScope: SQL | undefined,
  matching: SQL,
): Promise<DeviceTotal> {
  const counted = await countDevices(db, matching, 0);
  if (!counted.estimated) return counted;
  const recent: DeviceListQuery = { ...query, sort: { id: 'lastSeen', direction: 'desc' } };
  const sample = await searchWindow(db, recent, appIds, 0, SEARCH_WINDOWS[1]);
  return windowTotal(db, query, inScope, matching, sample);
}

export async function listDevices(query: DeviceListQuery, scope: DeviceListScope): Promise<DeviceList> {
  const db = await getDb();
  // Every plan below relies on the planner knowing the tables (PGlite has no autovacuum to tell it).
  await ensureStatistics(db);
  const offset = (query.page - 1) * query.pageSize;
  const appIds = await appIdsInScope(db, scope, query.appId);
  const { onlineWindowSeconds } = serverConfig();
  if (appIds?.length === 0) return { data: [], total: 0, onlineWindowSeconds };
  const inScope = appIds ? inArray(devices.appId, appIds) : undefined;
  // A customer's (or one app's) apps are few: each is read on its own; an admin's whole fleet is
  // read from the global index.
  const indexed = query.sort.id === 'lastSeen' && (appIds === null || appIds.length <= LATERAL_MAX_APPS);
  const matching = matchingDevices(and(...deviceConditions(query), inScope));

  let rows;
  let total: DeviceTotal;
  if (indexed && !query.q) {
    rows = await lastSeenPage(db, query, appIds, offset);
    total = await countDevices(db, matching, await estimateDevices(db, matching));
  } else if (indexed && offset + query.pageSize <= SEARCH_WINDOW_MAX_ROWS) {
    const found = await searchRecent(db, query, appIds, offset);
    rows = found?.rows ?? (await sortedPage(db, query, appIds, offset));
    total = found
      ? await windowTotal(db, query, inScope, matching, found)
      : await searchTotal(db, query, appIds, inScope, matching);
  } else {
    rows = await sortedPage(db, query, appIds, offset);
    total = query.q
      ? await searchTotal(db, query, appIds, inScope, matching)
      : await countDevices(db, matching, await estimateDevices(db, matching));
  }
  const data = rows.map(({ owner, firstSeen, lastSeen, online, ...device }) => ({
    ...device,
    firstSeen: firstSeen.toISOString(),
    lastSeen: lastSeen.toISOString(),
    online: Boolean(online),
    ...(scope.withOwner ? { owner } : {}),
  }));
  return {
    data,
    total: total.total,
    ...(total.estimated ? { totalIsEstimate: true as const } : {}),
    onlineWindowSeconds,
  };
}
