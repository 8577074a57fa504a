import 'server-only';

import { and, eq, sql, type SQL } from 'drizzle-orm';

import { getDb, type Db } from '@/lib/server/db/client';
import { apps, devices, organisations } from '@/lib/server/db/schema';
import { pageFields } from '@/lib/server/domain/devices/fields';
import { deviceConditions, inApps } from '@/lib/server/domain/devices/filter';
import { appsInScope, type DeviceListScope } from '@/lib/server/domain/devices/list';
import type { DeviceListQuery } from '@/lib/server/domain/devices/query';
import { directionOf, NULLABLE_SORTS, SORT_COLUMNS } from '@/lib/server/domain/devices/sort';

/**
 * The matching devices in the list's order, read after a position rather than at an offset: the CSV
 * export streams them batch after batch, and the API's cursor pages (`?cursor=`) read one batch. A
 * position holds however many devices come or go before it, so a walk through every page neither
 * skips nor repeats a device that stays where it was.
 */
export type DeviceOrder = Omit<DeviceListQuery, 'page' | 'pageSize'>;

/** Devices read per query while streaming: memory stays flat however many match. */
const BATCH = 1000;

/** Where a batch ended: its sort value (as the database writes it, exact), device and app. */
export interface DevicePosition {
  key: string | null;
  deviceId: string;
  appId: string;
}

/**
 * Rows after the position in the order (sort column, device id, app id), every term in the sort's
 * direction and empty values last (as the list sorts them). The sort value is compared as the
 * database wrote it, so timestamps keep their microseconds and no row is skipped or repeated.
 */
function after(query: DeviceOrder, position: DevicePosition): SQL {
  const column = SORT_COLUMNS[query.sort.id];
  const beyond = query.sort.desc ? sql.raw('<') : sql.raw('>');
  const ties = sql`(${devices.deviceId}, ${devices.appId}) ${beyond} (${position.deviceId}, ${position.appId})`;
  if (!NULLABLE_SORTS.has(query.sort.id)) {
    // One row comparison: the (last_seen, device_id, app_id) index reads it as a range.
    return sql`(${column}, ${devices.deviceId}, ${devices.appId}) ${beyond} (${position.key}, ${position.deviceId}, ${position.appId})`;
  }
  if (position.key === null) return sql`(${column} is null and ${ties})`;
  return sql`(${column} is null or ${column} ${beyond} ${position.key} or (${column} = ${position.key} and ${ties}))`;
}

function orderBy(query: DeviceOrder): SQL[] {
  const column = SORT_COLUMNS[query.sort.id];
  const direction = directionOf(query.sort);
  const first =
    NULLABLE_SORTS.has(query.sort.id) && query.sort.desc ? sql`${column} desc nulls last` : direction(column);
  return [first, direction(devices.deviceId), direction(devices.appId)];
}

function batch(db: Db, query: DeviceOrder, where: SQL | undefined, limit: number) {
  return db
    .select({ ...pageFields(devices), sortKey: sql<string | null>`(${SORT_COLUMNS[query.sort.id]})::text` })
    .from(devices)
    .innerJoin(apps, eq(apps.id, devices.appId))
    .innerJoin(organisations, eq(organisations.id, apps.orgId))
    .where(where)
    .orderBy(...orderBy(query))
    .limit(limit);
}

export type DeviceRow = Awaited<ReturnType<typeof batch>>[number];

/** Where `row` stands in the order. */
export function positionOf(row: DeviceRow): DevicePosition {
  return { key: row.sortKey, deviceId: row.deviceId, appId: row.appId };
}

/**
 * The matching devices, batch after batch, in the list's order (after `from`, when given); each batch
 * is its own query.
 */
export async function* deviceBatches(
  query: DeviceOrder,
  scope: DeviceListScope,
  batchSize = BATCH,
  from: DevicePosition | null = null,
): AsyncGenerator<DeviceRow[]> {
  const db = await getDb();
  const scoped = await appsInScope(db, scope, query.appId);
  if (scoped?.ids.length === 0) return;
  const conditions = deviceConditions(query);
  const where = and(...conditions, inApps(scoped));
  let position = from;
  for (;;) {
    const rows: DeviceRow[] = await batch(
      db,
      query,
      position ? and(where, after(query, position)) : where,
      batchSize,
    );
    if (rows.length === 0) return;
    position = positionOf(rows[rows.length - 1]);
    yield rows;
    if (rows.length < batchSize) return;
  }
}
