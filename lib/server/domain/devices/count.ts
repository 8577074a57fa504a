import 'server-only';

import { sql, type SQL } from 'drizzle-orm';

import { serverConfig } from '@/lib/server/config';
import { rowsOf, type Db } from '@/lib/server/db/client';
import { devices } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';

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

// PGlite runs PostgreSQL in single-user mode: there is no autovacuum, so nothing gathers the
// planner's statistics unless asked. They are gathered on first use (waited for: without them every
// estimate is a guess), then refreshed in the background at most this often. A PostgreSQL server's
// autovacuum does this alone.
const STATISTICS_MAX_AGE_MS = 10 * 60_000;
// Per opened database: a reopened one starts again.
const gatheredAtOf = new WeakMap<Db, number>();

export async function ensureStatistics(db: Db): Promise<void> {
  if (serverConfig().database.kind !== 'pglite') return;
  const gatheredAt = gatheredAtOf.get(db);
  if (gatheredAt !== undefined && Date.now() - gatheredAt < STATISTICS_MAX_AGE_MS) return;
  gatheredAtOf.set(db, Date.now());
  const analyze = db.execute(sql`analyze devices, apps`);
  if (gatheredAt === undefined) await analyze;
  else analyze.catch((error: unknown) => log().error({ err: error }, 'analyze failed'));
}

/** The devices matching `where`, as the statement the planner estimates and the count reads. */
export const matchingDevices = (where: SQL | undefined) =>
  sql`select 1 from ${devices} where ${where ?? sql`true`}`;

/** Two significant digits: an estimate should not look more precise than it is. */
export function roundEstimate(value: number): number {
  if (value < 100) return Math.round(value);
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/** The planner's estimate of the rows of `matching` (a `select 1 from ... where ...`, no order or limit). */
export async function estimateDevices(db: Db, matching: SQL): Promise<number> {
  await ensureStatistics(db);
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) ${matching}`));
  const cell = Object.values(row)[0];
  const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: { 'Plan Rows': number } }];
  return plan.Plan['Plan Rows'];
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
