import 'server-only';

import { sql, type SQL } from 'drizzle-orm';

import { serverConfig } from '@/lib/server/config';
import { rowsOf, type Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';

/**
 * The query planner's estimates, which the long lists (devices, the audit log) give as their total past
 * an exact count's limit: a plan costs the same at a thousand rows as at a million.
 */

// PGlite runs PostgreSQL in single-user mode: there is no autovacuum, so nothing gathers the planner's
// statistics unless asked. They are gathered on first use (waited for: without them every estimate is a
// guess), then refreshed in the background at most this often. A PostgreSQL server's autovacuum does
// this alone.
const STATISTICS_MAX_AGE_MS = 10 * 60_000;
// Per opened database and set of tables: a reopened database starts again.
const gatheredAtOf = new WeakMap<Db, Map<string, number>>();

/** Gathers the statistics of `tables` on the embedded database when they are missing or old. */
export async function ensureStatistics(db: Db, tables: readonly string[]): Promise<void> {
  if (serverConfig().database.kind !== 'pglite') return;
  const key = tables.join(',');
  const ofDb = gatheredAtOf.get(db) ?? new Map<string, number>();
  gatheredAtOf.set(db, ofDb);
  const gatheredAt = ofDb.get(key);
  if (gatheredAt !== undefined && Date.now() - gatheredAt < STATISTICS_MAX_AGE_MS) return;
  ofDb.set(key, Date.now());
  const analyze = db.execute(sql.raw(`analyze ${tables.join(', ')}`));
  if (gatheredAt === undefined) await analyze;
  else analyze.catch((error: unknown) => log().error({ err: error }, 'analyze failed'));
}

/** The planner's estimate of the rows of `matching` (a `select 1 from ... where ...`, no order or limit). */
export async function plannedRows(db: Db, matching: SQL): Promise<number> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) ${matching}`));
  const cell = Object.values(row)[0];
  const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: { 'Plan Rows': number } }];
  return plan.Plan['Plan Rows'];
}

/** Two significant digits: an estimate should not look more precise than it is. */
export function roundEstimate(value: number): number {
  if (value < 100) return Math.round(value);
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}
