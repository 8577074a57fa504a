import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { apps, devices, organisations } from '@/lib/server/db/schema';
import { deviceFields, pageFields } from '@/lib/server/domain/devices/fields';
import { deviceConditions, inApps, type AppsInScope } from '@/lib/server/domain/devices/filter';
import type { DeviceListQuery } from '@/lib/server/domain/devices/query';
import { directionOf, sortOrder, type Direction } from '@/lib/server/domain/devices/sort';

/** A device's key and its place in last-seen order: what a deep page is chosen by (lastSeenPage). */
const keyFields = {
  orgId: devices.orgId,
  appId: devices.appId,
  deviceId: devices.deviceId,
  lastSeen: devices.lastSeen,
};

/**
 * Each app's first devices in last-seen order, as a lateral subquery of `apps` (these conditions and
 * order): read from (org_id, app_id, last_seen, device_id), where the order by (last_seen, device_id) is
 * the index order and app_id, the last tie-breaker, is constant. The caller merges them.
 */
function ofEachApp(query: DeviceListQuery) {
  return and(
    eq(devices.orgId, apps.orgId),
    eq(devices.appId, apps.id),
    ...deviceConditions(query, { search: false }),
  );
}
const eachAppOrder = (direction: Direction) => [direction(devices.lastSeen), direction(devices.deviceId)];

/**
 * The page in last-seen order without a search: only the page's worth of index entries is read.
 * The first page reads its rows whole at once. A deeper one passes over thousands of devices (page
 * 200: 5,000 of each app of a customer, merged and sorted), so it is chosen from the devices' keys
 * alone and only its own rows are then read whole and joined to their app and organisation: tags and
 * attributes make a row several times wider than its key (docs/architecture.md, "Path 2").
 */
export function lastSeenPage(db: Db, query: DeviceListQuery, scoped: AppsInScope | null, offset: number) {
  return offset === 0 ? firstPage(db, query, scoped) : deepPage(db, query, scoped, offset);
}

function firstPage(db: Db, query: DeviceListQuery, scoped: AppsInScope | null) {
  const direction = directionOf(query.sort);
  if (scoped) {
    const newest = db
      .select(deviceFields(devices))
      .from(devices)
      .where(ofEachApp(query))
      .orderBy(...eachAppOrder(direction))
      .limit(query.pageSize)
      .as('newest');
    return db
      .select(pageFields(newest))
      .from(apps)
      .crossJoinLateral(newest)
      .innerJoin(organisations, eq(organisations.id, apps.orgId))
      .where(and(eq(apps.orgId, scoped.orgId), inArray(apps.id, scoped.ids)))
      .orderBy(direction(newest.lastSeen), direction(newest.deviceId), direction(newest.appId))
      .limit(query.pageSize);
  }
  return db
    .select(pageFields(devices))
    .from(devices)
    .innerJoin(apps, eq(apps.id, devices.appId))
    .innerJoin(organisations, eq(organisations.id, apps.orgId))
    .where(and(...deviceConditions(query)))
    .orderBy(direction(devices.lastSeen), direction(devices.deviceId), direction(devices.appId))
    .limit(query.pageSize);
}

function deepPage(db: Db, query: DeviceListQuery, scoped: AppsInScope | null, offset: number) {
  const direction = directionOf(query.sort);
  let page;
  if (scoped) {
    const newest = db
      .select(keyFields)
      .from(devices)
      .where(ofEachApp(query))
      .orderBy(...eachAppOrder(direction))
      .limit(offset + query.pageSize)
      .as('newest');
    page = db
      .select({
        orgId: newest.orgId,
        appId: newest.appId,
        deviceId: newest.deviceId,
        lastSeen: newest.lastSeen,
      })
      .from(apps)
      .crossJoinLateral(newest)
      .where(and(eq(apps.orgId, scoped.orgId), inArray(apps.id, scoped.ids)))
      .orderBy(direction(newest.lastSeen), direction(newest.deviceId), direction(newest.appId))
      .limit(query.pageSize)
      .offset(offset)
      .as('page');
  } else {
    page = db
      .select(keyFields)
      .from(devices)
      .where(and(...deviceConditions(query)))
      .orderBy(direction(devices.lastSeen), direction(devices.deviceId), direction(devices.appId))
      .limit(query.pageSize)
      .offset(offset)
      .as('page');
  }
  return db
    .select(pageFields(devices))
    .from(page)
    .innerJoin(
      devices,
      and(eq(devices.orgId, page.orgId), eq(devices.appId, page.appId), eq(devices.deviceId, page.deviceId)),
    )
    .innerJoin(apps, eq(apps.id, devices.appId))
    .innerJoin(organisations, eq(organisations.id, apps.orgId))
    .orderBy(direction(page.lastSeen), direction(page.deviceId), direction(page.appId));
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
