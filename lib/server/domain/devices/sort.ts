import 'server-only';

import { asc, desc, sql, type SQL } from 'drizzle-orm';

import type { DeviceSort } from '@/lib/api/types';
import { apps, devices } from '@/lib/server/db/schema';
import { isNarrowed } from '@/lib/server/domain/devices/filter';
import type { DeviceListQuery } from '@/lib/server/domain/devices/query';

/** An ORDER BY direction; the tie-breakers (device id, then app id) go the sort's way too. */
export type Direction = typeof asc;

export function directionOf(sort: DeviceSort): Direction {
  return sort.desc ? desc : asc;
}

/** The column of each sort id (the devices export pages through them by keyset). */
export const SORT_COLUMNS = {
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
export const NULLABLE_SORTS = new Set<DeviceSort['id']>([
  'platform',
  'osVersion',
  'model',
  'sdkVersion',
  'appVersion',
]);

/** The first ORDER BY term of a page sorted in the database (the query's sort column). */
export function sortOrder(query: DeviceListQuery): SQL {
  // With a search or a fleet filter, the matches are found through the trigram or GIN index and then sorted. Left alone, the
  // planner may instead walk the last_seen index and test every row until a page is full, which reads
  // the whole table when the matches are rare or belong to other customers (seconds at 1M devices).
  // A zero interval keeps the order but hides the index order from the planner.
  const sortColumn =
    isNarrowed(query) && query.sort.id === 'lastSeen'
      ? sql`(${devices.lastSeen} + interval '0 seconds')`
      : SORT_COLUMNS[query.sort.id];
  if (!NULLABLE_SORTS.has(query.sort.id)) return directionOf(query.sort)(sortColumn);
  return query.sort.desc ? sql`${sortColumn} desc nulls last` : sql`${sortColumn} asc nulls last`;
}
