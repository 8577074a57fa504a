import 'server-only';

import { eq, sql, type SQL } from 'drizzle-orm';

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

/** Conditions on `devices` alone: the app filter, the online filter and (unless told not to) the search. */
export function deviceConditions(query: DeviceListQuery, { search = true } = {}): SQL[] {
  const conditions: SQL[] = [];
  if (query.appId) conditions.push(eq(devices.appId, query.appId));
  if (query.status === 'online') conditions.push(deviceOnline(devices.lastSeen, devices.appId));
  if (search && query.q) conditions.push(searchCondition(devices, query.q));
  return conditions;
}
