import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';

import type { Device } from '@/lib/api/types';
import { getDb } from '@/lib/server/db/client';
import { apps, devices, deviceSearchText, users } from '@/lib/server/db/schema';
import { containsPattern, type DeviceListQuery } from '@/lib/server/domain/device-query';
import { isOnline, onlineSince } from '@/lib/server/domain/online';

/**
 * One page of devices, sorted, searched and counted in the database. The default order (last seen)
 * and the online filter are served by the (last_seen, device_id, app_id) index, the app filter by
 * (app_id, last_seen, device_id), and the search by the trigram index on deviceSearchText.
 * Ties are broken by device id then app id in the sort's direction, so pages never overlap.
 *
 * The total is an exact count; at a million matching devices that count is the slow part, and a
 * capped or estimated count would be the next step.
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

export interface DeviceListScope {
  /** Only devices of this owner's apps (a customer, or an admin's owner filter); undefined = everyone's. */
  ownerId?: string;
  /** Adds `owner` to each device (admin views). */
  withOwner?: boolean;
}

export async function listDevices(
  query: DeviceListQuery,
  { ownerId, withOwner = false }: DeviceListScope,
): Promise<{ data: Device[]; total: number }> {
  const db = await getDb();
  const conditions: SQL[] = [];
  if (ownerId) conditions.push(eq(apps.ownerId, ownerId));
  if (query.appId) conditions.push(eq(devices.appId, query.appId));
  if (query.status === 'online') conditions.push(gt(devices.lastSeen, onlineSince()));
  if (query.q) conditions.push(sql`${deviceSearchText(devices)} ilike ${containsPattern(query.q)}`);
  const where = conditions.length ? and(...conditions) : undefined;

  const direction = query.sort.direction === 'asc' ? asc : desc;
  // With a search, the matches are found through the trigram index and then sorted. Left alone, the
  // planner may instead walk the last_seen index and test every row until a page is full, which reads
  // the whole table when the matches are rare or belong to other customers (seconds at 1M devices).
  // A zero interval keeps the order but hides the index order from the planner.
  const sortColumn =
    query.q && query.sort.id === 'lastSeen'
      ? sql`(${devices.lastSeen} + interval '0 seconds')`
      : SORT_COLUMNS[query.sort.id];
  const rows = await db
    .select({
      deviceId: devices.deviceId,
      appId: devices.appId,
      appName: apps.name,
      platform: devices.platform,
      osVersion: devices.osVersion,
      model: devices.model,
      sdkVersion: devices.sdkVersion,
      appVersion: devices.appVersion,
      firstSeen: devices.firstSeen,
      lastSeen: devices.lastSeen,
      online: isOnline(),
      owner: { id: users.id, name: users.name, email: users.email },
    })
    .from(devices)
    .innerJoin(apps, eq(apps.id, devices.appId))
    .innerJoin(users, eq(users.id, apps.ownerId))
    .where(where)
    .orderBy(direction(sortColumn), direction(devices.deviceId), direction(devices.appId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);

  // Counting needs the apps join only to scope by owner.
  const counting = db.select({ total: count() }).from(devices);
  const [{ total }] = await (ownerId ? counting.innerJoin(apps, eq(apps.id, devices.appId)) : counting).where(
    where,
  );

  const data = rows.map(({ owner: rowOwner, firstSeen, lastSeen, online, ...device }) => ({
    ...device,
    firstSeen: firstSeen.toISOString(),
    lastSeen: lastSeen.toISOString(),
    online: Boolean(online),
    ...(withOwner ? { owner: rowOwner } : {}),
  }));
  return { data, total };
}
