import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { apps, devices, organisations } from '@/lib/server/db/schema';
import { deviceFields, pageFields } from '@/lib/server/domain/devices/fields';
import { deviceConditions, inApps, narrowing, type AppsInScope } from '@/lib/server/domain/devices/filter';
import type { DeviceListQuery } from '@/lib/server/domain/devices/query';
import { directionOf } from '@/lib/server/domain/devices/sort';

/**
 * A search in last-seen order among the most recently seen devices in scope (a window), for terms
 * many devices match (a model, a version): the page is found in a few hundred or thousand rows of an
 * index instead of sorting every match. When the window holds the whole page, the page is right,
 * since any match outside the window was seen before every device in it. The share of matches in
 * the window also estimates how many match in all, better than the planner can guess a substring's
 * frequency. A small window first: if it holds no match at all, the term is rare, and the trigram
 * index finds its few matches sooner than a larger window would fail to.
 */
export const SEARCH_WINDOWS = [400, 4000] as const;

type WindowRow = Awaited<ReturnType<typeof windowPage>>[number];

export interface WindowSearch {
  /** The page, or null when the window does not hold it (the caller uses the trigram index). */
  rows: Omit<WindowRow, 'windowSize' | 'matches'>[] | null;
  /** Matches in the window. */
  matches: number;
  /** False when the window held every device in scope: `matches` is then the exact total. */
  windowFull: boolean;
  /** The window's size. */
  window: number;
}

function windowPage(
  db: Db,
  query: DeviceListQuery,
  scoped: AppsInScope | null,
  offset: number,
  limit: number,
) {
  const direction = directionOf(query.sort);
  // Within several apps the planner chooses: walk the last-seen index and skip other apps' devices
  // (when the apps hold a good share of the fleet), or read the apps' devices and sort them.
  const window = db
    .select(deviceFields(devices))
    .from(devices)
    .where(and(...deviceConditions(query, { search: false }), inApps(scoped)))
    .orderBy(direction(devices.lastSeen), direction(devices.deviceId), direction(devices.appId))
    .limit(limit);
  // Counted over the window's rows once it is cut (inside it, the count would read every device).
  const windowed = window.as('windowed');
  const recent = db
    .select({
      ...deviceFields(windowed),
      size: sql<number>`count(*) over ()`.mapWith(Number).as('window_size'),
    })
    .from(windowed)
    .as('recent');
  return db
    .select({
      ...pageFields(recent),
      windowSize: recent.size,
      matches: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(recent)
    .innerJoin(apps, eq(apps.id, recent.appId))
    .innerJoin(organisations, eq(organisations.id, apps.orgId))
    .where(narrowing(recent, query))
    .orderBy(direction(recent.lastSeen), direction(recent.deviceId), direction(recent.appId))
    .limit(query.pageSize)
    .offset(offset);
}

export async function searchWindow(
  db: Db,
  query: DeviceListQuery,
  scoped: AppsInScope | null,
  offset: number,
  window: number,
): Promise<WindowSearch> {
  const rows = await windowPage(db, query, scoped, offset, window);
  const matches = rows[0]?.matches ?? 0;
  const windowFull = (rows[0]?.windowSize ?? window) >= window;
  // Short of a page, the page lies beyond the window: unless the window held every device in scope.
  const complete = rows.length === query.pageSize || !windowFull;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the window's counts are not row data
  const page = rows.map(({ windowSize, matches: _matches, ...row }) => row);
  return { rows: complete ? page : null, matches, windowFull, window };
}

/** The page from the windows, or null when the trigram index should find it (a rare term). */
export async function searchRecent(
  db: Db,
  query: DeviceListQuery,
  scoped: AppsInScope | null,
  offset: number,
): Promise<WindowSearch | null> {
  const [small, large] = SEARCH_WINDOWS;
  const first = await searchWindow(db, query, scoped, offset, small);
  if (first.rows) return first;
  if (first.matches === 0) return null;
  const second = await searchWindow(db, query, scoped, offset, large);
  return second.rows ? second : null;
}
