import 'server-only';

import { and, type SQL } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import {
  countDevices,
  estimateDevices,
  matchingDevices,
  type DeviceTotal,
} from '@/lib/server/domain/devices/count';
import { deviceConditions, type AppsInScope } from '@/lib/server/domain/devices/filter';
import type { DeviceListQuery } from '@/lib/server/domain/devices/query';
import { SEARCH_WINDOWS, searchWindow, type WindowSearch } from '@/lib/server/domain/devices/search-window';

/**
 * The total of a search answered from the window of recent devices: exact when the window held
 * every device in scope, else the window's share of matches over all the devices in scope (the
 * planner estimates those well; it cannot estimate how often a substring occurs).
 */
export async function windowTotal(
  db: Db,
  query: DeviceListQuery,
  inScope: SQL | undefined,
  matching: SQL,
  found: WindowSearch,
): Promise<DeviceTotal> {
  if (!found.windowFull) return { total: found.matches, estimated: false };
  const all = await estimateDevices(
    db,
    matchingDevices(and(...deviceConditions(query, { search: false }), inScope)),
  );
  return countDevices(db, matching, (found.matches / found.window) * all, { trusted: true });
}

/**
 * A search's total when the window did not answer the page (another order, a deep page, a rare term):
 * counted up to the limit; past it, estimated from the share of matches among the most recently seen
 * devices in scope, since the planner's guess for a substring is a constant share of the rows.
 */
export async function searchTotal(
  db: Db,
  query: DeviceListQuery,
  scoped: AppsInScope | null,
  inScope: SQL | undefined,
  matching: SQL,
): Promise<DeviceTotal> {
  const counted = await countDevices(db, matching, 0);
  if (!counted.estimated) return counted;
  const recent: DeviceListQuery = { ...query, sort: { id: 'lastSeen', desc: true } };
  const sample = await searchWindow(db, recent, scoped, 0, SEARCH_WINDOWS[1]);
  return windowTotal(db, query, inScope, matching, sample);
}
