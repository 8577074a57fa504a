import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Db } from '@/lib/server/db/client';
import { apps, devices, deviceSearchText, users } from '@/lib/server/db/schema';
import { containsPattern, type DeviceListQuery } from '@/lib/server/domain/devices/query';
import { onlineSince } from '@/lib/server/domain/devices/online';

/** The pieces the device list's queries are made of (devices.ts, device-search.ts). */
export type Direction = typeof asc;

type DeviceField =
  | 'deviceId'
  | 'appId'
  | 'platform'
  | 'osVersion'
  | 'model'
  | 'sdkVersion'
  | 'appVersion'
  | 'firstSeen'
  | 'lastSeen';
/** The columns of a device row, from `devices` or from a subquery of it. */
export type DeviceColumns = Record<DeviceField, AnyPgColumn>;

export function deviceFields<D extends DeviceColumns>(d: D): Pick<D, DeviceField> {
  return {
    deviceId: d.deviceId,
    appId: d.appId,
    platform: d.platform,
    osVersion: d.osVersion,
    model: d.model,
    sdkVersion: d.sdkVersion,
    appVersion: d.appVersion,
    firstSeen: d.firstSeen,
    lastSeen: d.lastSeen,
  };
}

/** A row of the page: the device, its app's name, whether it is online, and its owner. */
export function pageFields<D extends DeviceColumns>(d: D) {
  return {
    ...deviceFields(d),
    appName: apps.name,
    online: sql<boolean>`(${d.lastSeen} > ${onlineSince()})`,
    owner: { id: users.id, name: users.name, email: users.email },
  };
}

export function searchCondition(d: DeviceColumns, q: string): SQL {
  return sql`${deviceSearchText(d)} ilike ${containsPattern(q)}`;
}

/** Conditions on `devices` alone: the app filter, the online filter and (unless told not to) the search. */
export function deviceConditions(query: DeviceListQuery, { search = true } = {}): SQL[] {
  const conditions: SQL[] = [];
  if (query.appId) conditions.push(eq(devices.appId, query.appId));
  if (query.status === 'online') conditions.push(gt(devices.lastSeen, onlineSince()));
  if (search && query.q) conditions.push(searchCondition(devices, query.q));
  return conditions;
}

/**
 * Each app's first `limit` devices in last-seen order, as a lateral subquery of `apps`: read from
 * (app_id, last_seen, device_id), where the order by (last_seen, device_id) is the index order and
 * app_id, the last tie-breaker, is constant. The caller merges them.
 */
export function newestPerApp(db: Db, query: DeviceListQuery, limit: number, direction: Direction) {
  return db
    .select(deviceFields(devices))
    .from(devices)
    .where(and(eq(devices.appId, apps.id), ...deviceConditions(query, { search: false })))
    .orderBy(direction(devices.lastSeen), direction(devices.deviceId))
    .limit(limit)
    .as('newest');
}
