import 'server-only';

import type { Device } from '@/lib/api/types';
import { serverConfig } from '@/lib/server/config';
import { deviceBatches, type DevicePosition } from '@/lib/server/domain/devices/keyset';
import { deviceOfRow, type DeviceListScope } from '@/lib/server/domain/devices/list';
import type { DeviceListQuery } from '@/lib/server/domain/devices/query';
import { NULLABLE_SORTS } from '@/lib/server/domain/devices/sort';
import { ownerEmails } from '@/lib/server/domain/org-owners';
import { badCursor, decodeCursor, encodeCursor } from '@/lib/server/http/cursor';

/**
 * Cursor pages of the devices list, for scripts (docs/product.md, API): `?cursor=` (empty for the
 * first page) answers `{data, nextCursor}` instead of `{data, total}`; `nextCursor` is null on the last
 * page. A cursor is the position after the page's last device in the asked order (keyset.ts), so
 * walking every page neither skips nor repeats a device that keeps its place meanwhile, however many
 * come or go before it. It holds the order it was made in (lib/server/http/cursor.ts): with another
 * order it is a 400.
 */
export interface DeviceCursorPage {
  data: Device[];
  nextCursor: string | null;
  onlineWindowSeconds: number;
}

const sortOf = (query: DeviceListQuery) => `${query.sort.id}:${query.sort.desc ? 'desc' : 'asc'}`;

type DeviceCursor = [sort: string, key: string | null, deviceId: string, appId: string];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A time as PostgreSQL writes a timestamptz as text. */
const PG_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/;
const text = (value: unknown): value is string => typeof value === 'string' && !value.includes('\u0000');

const isDeviceCursor = (parts: unknown[]): parts is DeviceCursor =>
  parts.length === 4 &&
  typeof parts[0] === 'string' &&
  (parts[1] === null || text(parts[1])) &&
  text(parts[2]) &&
  typeof parts[3] === 'string' &&
  UUID.test(parts[3]);

/**
 * The position a cursor holds, for this query's order: null for '' (the first page); 400 for anything
 * but a cursor this order made, before it reaches the database (a time that is no time would fail there).
 */
export function devicePosition(raw: string, query: DeviceListQuery): DevicePosition | null {
  if (raw === '') return null;
  const [sort, key, deviceId, appId] = decodeCursor(raw, isDeviceCursor);
  if (sort !== sortOf(query)) throw badCursor();
  const timed = query.sort.id === 'lastSeen' || query.sort.id === 'firstSeen';
  if (timed ? key === null || !PG_TIME.test(key) : key === null && !NULLABLE_SORTS.has(query.sort.id)) {
    throw badCursor();
  }
  return { key, deviceId, appId };
}

/** One page of `query.pageSize` devices after `from`, and the cursor of the next. */
export async function devicesAfter(
  query: DeviceListQuery,
  scope: DeviceListScope,
  from: DevicePosition | null,
): Promise<DeviceCursorPage> {
  const { onlineWindowSeconds } = serverConfig();
  // One more than the page: whether there is a next page, without counting.
  const batches = deviceBatches(query, scope, query.pageSize + 1, from);
  const first = await batches.next();
  await batches.return(undefined);
  const rows = first.done ? [] : first.value;
  const page = rows.slice(0, query.pageSize);
  const emails = scope.withOwner ? await ownerEmails(page.map((row) => row.owner.id)) : undefined;
  const last = page.at(-1);
  return {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the position is the cursor's, not the device's
    data: page.map(({ sortKey, ...row }) => deviceOfRow(row, emails)),
    nextCursor:
      rows.length > query.pageSize && last
        ? encodeCursor([sortOf(query), last.sortKey, last.deviceId, last.appId])
        : null,
    onlineWindowSeconds,
  };
}
