import 'server-only';

import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';

import { devices, deviceSearchText } from '@/lib/server/db/schema';
import type { DeviceColumns } from '@/lib/server/domain/devices/fields';
import { deviceOnline } from '@/lib/server/domain/devices/online';
import type { DeviceListQuery } from '@/lib/server/domain/devices/query';

/** A LIKE pattern matching `text` anywhere, with LIKE's own characters taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function searchCondition(d: DeviceColumns, q: string): SQL {
  return sql`${deviceSearchText(d)} ilike ${containsPattern(q)}`;
}

/**
 * The apps a list reads: some apps of one organisation (all of a member's, or the one asked for), or null
 * for every app (an admin's whole fleet).
 */
export interface AppsInScope {
  orgId: string;
  ids: string[];
}

/**
 * The devices of the apps in scope, named as the keys lead: the organisation, then the apps. (The page
 * then joins each device's app by its id alone: joined on the organisation too, the planner would read
 * an app's devices from the primary key for every app before a search's matches.)
 */
export function inApps(scope: AppsInScope | null): SQL | undefined {
  return scope ? and(eq(devices.orgId, scope.orgId), inArray(devices.appId, scope.ids)) : undefined;
}

/** Conditions on `devices` alone: the app filter, the online filter and (unless told not to) the search. */
export function deviceConditions(
  query: Omit<DeviceListQuery, 'page' | 'pageSize'>,
  { search = true } = {},
): SQL[] {
  const conditions: SQL[] = [];
  if (query.appId) conditions.push(eq(devices.appId, query.appId));
  if (query.status === 'online') conditions.push(deviceOnline(devices.lastSeen, devices.appId));
  if (query.status === 'offline') conditions.push(sql`not ${deviceOnline(devices.lastSeen, devices.appId)}`);
  if (search && query.q) conditions.push(searchCondition(devices, query.q));
  return conditions;
}
