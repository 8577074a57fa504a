import 'server-only';

import { sql, type SQL } from 'drizzle-orm';

import { rowsOf, type Db } from '@/lib/server/db/client';
import { ensureStatistics, plannedRows, roundEstimate } from '@/lib/server/db/planner';
import { devices } from '@/lib/server/db/schema';

/**
 * The total of a device list, at a cost that does not grow with the fleet. The query planner's
 * estimate of the matching devices comes first (it costs a plan, not a read). Up to COUNT_EXACT_LIMIT
 * matches are counted exactly, with a count that stops there; a larger set, by the estimate or by
 * that count, gets the estimate, rounded to two significant digits and flagged so that the table
 * can say "about". At a million devices an exact count reads every match on each page view
 * (hundreds of milliseconds on the embedded database), for a number out of date a minute later.
 */
export const COUNT_EXACT_LIMIT = 10_000;
/** Estimates are trusted to be past the limit only with this much room: they can be off. */
const ESTIMATE_MARGIN = 2;

export interface DeviceTotal {
  total: number;
  /** True when the total is the planner's estimate of a set larger than COUNT_EXACT_LIMIT. */
  estimated: boolean;
}

const DEVICE_TABLES = ['devices', 'apps'];

/** The planner's statistics of the device lists' tables (see ensureStatistics). */
export const ensureDeviceStatistics = (db: Db) => ensureStatistics(db, DEVICE_TABLES);

/** The devices matching `where`, as the statement the planner estimates and the count reads. */
export const matchingDevices = (where: SQL | undefined) =>
  sql`select 1 from ${devices} where ${where ?? sql`true`}`;

/** The planner's estimate of the devices of `matching` (a `select 1 from ... where ...`). */
export async function estimateDevices(db: Db, matching: SQL): Promise<number> {
  await ensureDeviceStatistics(db);
  return plannedRows(db, matching);
}

/**
 * `estimate` is the planner's (0 when it has none worth using), or with `trusted` one measured on a
 * sample of the devices, which needs no margin.
 */
export async function countDevices(
  db: Db,
  matching: SQL,
  estimate: number,
  { trusted = false } = {},
): Promise<DeviceTotal> {
  if (estimate > COUNT_EXACT_LIMIT * (trusted ? 1 : ESTIMATE_MARGIN)) {
    return { total: roundEstimate(estimate), estimated: true };
  }
  const [{ total }] = rowsOf<{ total: number }>(
    await db.execute(
      sql`select count(*)::int as total from (${matching} limit ${COUNT_EXACT_LIMIT + 1}) as matching`,
    ),
  );
  if (total <= COUNT_EXACT_LIMIT) return { total, estimated: false };
  // The count saw more than the limit, whatever the estimate says.
  return { total: roundEstimate(Math.max(estimate, COUNT_EXACT_LIMIT + 1)), estimated: true };
}
