import 'server-only';

import { and, eq, sql, type SQL } from 'drizzle-orm';
import { createTranslator } from 'next-intl';

import type { Locale } from '@/i18n/locales';
import type { DeviceColumnId } from '@/lib/api/types';
import { getDb, type Db } from '@/lib/server/db/client';
import { apps, devices, organisations } from '@/lib/server/db/schema';
import type { DeviceExportQuery } from '@/lib/server/domain/devices/export-query';
import { pageFields } from '@/lib/server/domain/devices/fields';
import { deviceConditions, inApps } from '@/lib/server/domain/devices/filter';
import { appsInScope, type DeviceListScope } from '@/lib/server/domain/devices/list';
import { directionOf, NULLABLE_SORTS, SORT_COLUMNS } from '@/lib/server/domain/devices/sort';
import { ownerEmails } from '@/lib/server/domain/org-owners';
import { csvStream } from '@/lib/server/http/csv-stream';

/** Devices read per query while streaming: memory stays flat however many match. */
const BATCH = 1000;

/** Where the last batch ended: its sort value (as the database writes it, exact), device and app. */
interface Cursor {
  key: string | null;
  deviceId: string;
  appId: string;
}

/**
 * Rows after the cursor in the order (sort column, device id, app id), every term in the sort's
 * direction and empty values last (as the list sorts them). The sort value is compared as the
 * database wrote it, so timestamps keep their microseconds and no row is skipped or repeated.
 */
function after(query: DeviceExportQuery, cursor: Cursor): SQL {
  const column = SORT_COLUMNS[query.sort.id];
  const beyond = query.sort.desc ? sql.raw('<') : sql.raw('>');
  const ties = sql`(${devices.deviceId}, ${devices.appId}) ${beyond} (${cursor.deviceId}, ${cursor.appId})`;
  if (!NULLABLE_SORTS.has(query.sort.id)) {
    // One row comparison: the (last_seen, device_id, app_id) index reads it as a range.
    return sql`(${column}, ${devices.deviceId}, ${devices.appId}) ${beyond} (${cursor.key}, ${cursor.deviceId}, ${cursor.appId})`;
  }
  if (cursor.key === null) return sql`(${column} is null and ${ties})`;
  return sql`(${column} is null or ${column} ${beyond} ${cursor.key} or (${column} = ${cursor.key} and ${ties}))`;
}

function orderBy(query: DeviceExportQuery): SQL[] {
  const column = SORT_COLUMNS[query.sort.id];
  const direction = directionOf(query.sort);
  const first =
    NULLABLE_SORTS.has(query.sort.id) && query.sort.desc ? sql`${column} desc nulls last` : direction(column);
  return [first, direction(devices.deviceId), direction(devices.appId)];
}

function batch(db: Db, query: DeviceExportQuery, where: SQL | undefined, limit: number) {
  return db
    .select({ ...pageFields(devices), sortKey: sql<string | null>`(${SORT_COLUMNS[query.sort.id]})::text` })
    .from(devices)
    .innerJoin(apps, eq(apps.id, devices.appId))
    .innerJoin(organisations, eq(organisations.id, apps.orgId))
    .where(where)
    .orderBy(...orderBy(query))
    .limit(limit);
}

type DeviceRow = Awaited<ReturnType<typeof batch>>[number];

/** The matching devices, batch after batch, in the list's order; each batch is its own query. */
export async function* deviceBatches(
  query: DeviceExportQuery,
  scope: DeviceListScope,
  batchSize = BATCH,
): AsyncGenerator<DeviceRow[]> {
  const db = await getDb();
  const scoped = await appsInScope(db, scope, query.appId);
  if (scoped?.ids.length === 0) return;
  // The list's conditions (the list's paging fields are not read by them).
  const conditions = deviceConditions({ ...query, page: 1, pageSize: batchSize });
  const where = and(...conditions, inApps(scoped));
  let cursor: Cursor | null = null;
  for (;;) {
    const rows: DeviceRow[] = await batch(
      db,
      query,
      cursor ? and(where, after(query, cursor)) : where,
      batchSize,
    );
    if (rows.length === 0) return;
    const last = rows[rows.length - 1];
    cursor = { key: last.sortKey, deviceId: last.deviceId, appId: last.appId };
    yield rows;
    if (rows.length < batchSize) return;
  }
}

async function translators(locale: Locale) {
  const messages = (await import(`../../../../messages/${locale}.json`)).default;
  return {
    columns: createTranslator({ locale, messages, namespace: 'DeviceColumns' }),
    platforms: createTranslator({ locale, messages, namespace: 'Platforms' }),
  };
}

/**
 * The devices matching the query as CSV, streamed (csv-stream.ts), with the columns asked for: the
 * headers and the words (status, platform) in the user's language as the table shows them, times as
 * ISO 8601, an empty cell where a device reported nothing, the owner by email (its organisation's first
 * owner).
 */
export async function exportDevicesCsv(
  query: DeviceExportQuery,
  scope: DeviceListScope,
  batchSize = BATCH,
): Promise<ReadableStream<Uint8Array>> {
  const t = await translators(query.locale);
  const platform = (value: string | null) =>
    value === null ? null : t.platforms.has(value as 'ios') ? t.platforms(value as 'ios') : value;
  let emails = new Map<string, string>();
  const cell = (row: DeviceRow, id: DeviceColumnId): unknown => {
    switch (id) {
      case 'online':
        return row.online ? t.columns('online') : t.columns('offline');
      case 'owner':
        return emails.get(row.owner.id) ?? '';
      case 'platform':
        return platform(row.platform);
      default:
        return row[id];
    }
  };
  const header = query.columns.map((id) => t.columns(id === 'online' ? 'status' : id));
  async function* lines() {
    for await (const rows of deviceBatches(query, scope, batchSize)) {
      if (query.columns.includes('owner')) emails = await ownerEmails(rows.map((row) => row.owner.id));
      yield rows.map((row) => query.columns.map((id) => cell(row, id)));
    }
  }
  return csvStream(header, lines());
}
