import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Device, Owner } from '@/lib/api/types';
import { serverConfig } from '@/lib/server/config';
import { getDb, type Db } from '@/lib/server/db/client';
import { apps } from '@/lib/server/db/schema';
import {
  countDevices,
  ensureDeviceStatistics,
  estimateDevices,
  matchingDevices,
  type DeviceTotal,
} from '@/lib/server/domain/devices/count';
import { deviceConditions, inApps, isNarrowed, type AppsInScope } from '@/lib/server/domain/devices/filter';
import { lastSeenPage, sortedPage } from '@/lib/server/domain/devices/page';
import type { DeviceListQuery } from '@/lib/server/domain/devices/query';
import { searchRecent } from '@/lib/server/domain/devices/search-window';
import { searchTotal, windowTotal } from '@/lib/server/domain/devices/total';
import { ownerEmails } from '@/lib/server/domain/org-owners';

/** Past this many rows (page x page size), the search window is not worth trying. */
const SEARCH_WINDOW_MAX_ROWS = 500;
/** Past this many apps in scope, per-app reads are not worth it: the global index serves. */
const LATERAL_MAX_APPS = 50;

export interface DeviceListScope {
  /** Only devices of this organisation's apps (a member, or an admin's filter); undefined = everyone's. */
  orgId?: string;
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

/**
 * The apps in scope (an organisation's, or the one asked for: always of one organisation), or null for
 * every app. Naming them lets the planner use its per-app statistics, and the per-app reads know their
 * apps.
 */
export async function appsInScope(
  db: Db,
  scope: DeviceListScope,
  appId: string | undefined,
): Promise<AppsInScope | null> {
  const conditions = and(
    scope.orgId ? eq(apps.orgId, scope.orgId) : undefined,
    appId ? eq(apps.id, appId) : undefined,
  );
  if (!conditions) return null;
  const rows = await db.select({ id: apps.id, orgId: apps.orgId }).from(apps).where(conditions);
  return { orgId: rows[0]?.orgId ?? scope.orgId ?? '', ids: rows.map((row) => row.id) };
}

/**
 * One page of devices, sorted, searched and counted in the database, at a cost that stays flat as
 * the fleet grows (bench/README.md, figure 3):
 * - The default order (last seen) reads only the page's worth of rows from an index: across every
 *   app from (last_seen, device_id, app_id), and within a customer's or one app's devices from
 *   (org_id, app_id, last_seen, device_id), one short read per app merged by the database (a lateral join).
 * - A search in that order that many devices match is answered from the most recently seen devices
 *   (search-window.ts); a rarer one through the trigram index on deviceSearchText, then sorted.
 * - Other orders sort the matching rows (sort.ts).
 * - The total is exact up to a limit and estimated beyond it (count.ts).
 * Ties are broken by device id then app id in the sort's direction, so pages never overlap.
 */
export async function listDevices(query: DeviceListQuery, scope: DeviceListScope): Promise<DeviceList> {
  const db = await getDb();
  // Every plan below relies on the planner knowing the tables (PGlite has no autovacuum to tell it).
  await ensureDeviceStatistics(db);
  const offset = (query.page - 1) * query.pageSize;
  const scoped = await appsInScope(db, scope, query.appId);
  const { onlineWindowSeconds } = serverConfig();
  if (scoped?.ids.length === 0) return { data: [], total: 0, onlineWindowSeconds };
  const inScope = inApps(scoped);
  // A customer's (or one app's) apps are few: each is read on its own; an admin's whole fleet is
  // read from the global index.
  const indexed = query.sort.id === 'lastSeen' && (scoped === null || scoped.ids.length <= LATERAL_MAX_APPS);
  const matching = matchingDevices(and(...deviceConditions(query), inScope));

  let rows;
  let countTotal: () => Promise<DeviceTotal>;
  if (indexed && !isNarrowed(query)) {
    rows = await lastSeenPage(db, query, scoped, offset);
    countTotal = async () => countDevices(db, matching, await estimateDevices(db, matching));
  } else if (indexed && offset + query.pageSize <= SEARCH_WINDOW_MAX_ROWS) {
    const found = await searchRecent(db, query, scoped, offset);
    rows = found?.rows ?? (await sortedPage(db, query, scoped, offset));
    countTotal = () =>
      found
        ? windowTotal(db, query, inScope, matching, found)
        : searchTotal(db, query, scoped, inScope, matching);
  } else {
    rows = await sortedPage(db, query, scoped, offset);
    countTotal = async () =>
      isNarrowed(query)
        ? searchTotal(db, query, scoped, inScope, matching)
        : countDevices(db, matching, await estimateDevices(db, matching));
  }
  // In the admin views, the owners' emails are looked up while the total is counted (on PostgreSQL, on
  // another connection of the pool): the page costs no extra round trip for them.
  const [total, emails] = await Promise.all([
    countTotal(),
    scope.withOwner ? ownerEmails(rows.map((row) => row.owner.id)) : undefined,
  ]);
  return {
    data: rows.map((row) => deviceOfRow(row, emails)),
    total: total.total,
    ...(total.estimated ? { totalIsEstimate: true as const } : {}),
    onlineWindowSeconds,
  };
}

/** A device as a page reads it (fields.ts, pageFields). */
type DeviceRowFields = Omit<Device, 'firstSeen' | 'lastSeen' | 'online' | 'owner'> & {
  firstSeen: Date;
  lastSeen: Date;
  online: unknown;
  owner: Omit<Owner, 'email'>;
};

/** A device row as the API answers it; `emails`: its owner's, in the admin views. */
export function deviceOfRow(
  { owner, firstSeen, lastSeen, online, ...device }: DeviceRowFields,
  emails: Map<string, string> | undefined,
): Device {
  return {
    ...device,
    firstSeen: firstSeen.toISOString(),
    lastSeen: lastSeen.toISOString(),
    online: Boolean(online),
    ...(emails ? { owner: { ...owner, email: emails.get(owner.id) ?? '' } } : {}),
  };
}
