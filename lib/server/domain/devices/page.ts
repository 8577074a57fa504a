import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { apps, devices, organisations } from '@/lib/server/db/schema';
import { deviceFields, pageFields } from '@/lib/server/domain/devices/fields';
import { deviceConditions, inApps, type AppsInScope } from '@/lib/server/domain/devices/filter';
import type { DeviceListQuery } from '@/lib/server/domain/devices/query';
import { directionOf, sortOrder, type Direction } from '@/lib/server/domain/devices/sort';

/**
 * Each app's first `limit` devices in last-seen order, as a lateral subquery of `apps`: read from
 * (org_id, app_id, last_seen, device_id), where the order by (last_seen, device_id) is the index order
 * and app_id, the last tie-breaker, is constant. The caller merges them.
 */
function newestPerApp(db: Db, query: DeviceListQuery, limit: number, direction: Direction) {
  return db
    .select(deviceFields(devices))
    .from(devices)
    .where(
      and(
        eq(devices.orgId, apps.orgId),
        eq(devices.appId, apps.id),
        ...deviceConditions(query, { search: false }),
      ),
    )
    .orderBy(direction(devices.lastSeen), direction(devices.deviceId))
    .limit(limit)
    .as('newest');
}

/** The page in last-seen order without a search: only the page's worth of index entries is read. */
export function lastSeenPage(db: Db, query: DeviceListQuery, scoped: AppsInScope | null, offset: number) {
  const direction = directionOf(query.sort);
  if (scoped) {
    const newest = newestPerApp(db, query, offset + query.pageSize, direction);
    return db
      .select(pageFields(newest))
      .from(apps)
      .crossJoinLateral(newest)
      .innerJoin(organisations, eq(organisations.id, apps.orgId))
      .where(and(eq(apps.orgId, scoped.orgId), inArray(apps.id, scoped.ids)))
      .orderBy(direction(newest.lastSeen), direction(newest.deviceId), direction(newest.appId))
      .limit(query.pageSize)
      .offset(offset);
  }
  return db
    .select(pageFields(devices))
    .from(devices)
    .innerJoin(apps, eq(apps.id, devices.appId))
    .innerJoin(organisations, eq(organisations.id, apps.orgId))
    .where(and(...deviceConditions(query)))
    .orderBy(direction(devices.lastSeen), direction(devices.deviceId), direction(devices.appId))
    .limit(query.pageSize)
    .offset(offset);
}

/** The page of any order: the matching rows, sorted. */
export function sortedPage(db: Db, query: DeviceListQuery, scoped: AppsInScope | null, offset: number) {
  const direction = directionOf(query.sort);
  return db
    .select(pageFields(devices))
    .from(devices)
    .innerJoin(apps, eq(apps.id, devices.appId))
    .innerJoin(organisations, eq(organisations.id, apps.orgId))
    .where(and(...deviceConditions(query), inApps(scoped)))
    .orderBy(sortOrder(query), direction(devices.deviceId), direction(devices.appId))
    .limit(query.pageSize)
    .offset(offset);
}
