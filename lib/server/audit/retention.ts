import 'server-only';

import { sql } from 'drizzle-orm';

import { recordAudit, SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { serverConfig } from '@/lib/server/config';
import { getDb, rowsOf } from '@/lib/server/db/client';
import type { BackgroundJob } from '@/lib/server/jobs/job';

/**
 * AUDIT_RETENTION_DAYS: entries older than that are deleted by this job, the only deletes the
 * table's trigger lets through (migration 0006_audit_log_append_only). Each batch runs in its own
 * transaction that sets `fleetdeck.audit_retention_days` for itself alone (set_config's `true`), and
 * takes a transaction-level advisory lock first: when several console instances share one PostgreSQL,
 * one prunes and the others skip the round (deletes past a date are idempotent besides). The job runs
 * soon after start and then every hour, or from its cron route; the prune is recorded in the log as
 * the system's action, with how many entries went.
 */

// Any constant will do: the same for every console instance (db/client.ts has 4_242_001, the guide 4_242_002).
const RETENTION_LOCK_ID = 4_242_003;
/** Deleted per transaction: a long backlog goes in short steps that do not hold locks for long. */
export const PRUNE_BATCH = 5000;
const FIRST_RUN_DELAY_MS = 30_000;
const INTERVAL_MS = 60 * 60_000;

/** Deletes the entries past retention; answers how many, or null when another instance holds the job. */
export async function pruneAuditLog(days = serverConfig().auditRetentionDays): Promise<number | null> {
  const db = await getDb();
  let deleted = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const [{ locked }] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}) as locked`),
      );
      if (!locked) return null;
      await tx.execute(sql`select set_config('fleetdeck.audit_retention_days', ${String(days)}, true)`);
      const removed = rowsOf<{ id: number }>(
        await tx.execute(sql`
          delete from audit_log where id in (
            select id from audit_log where at < now() - make_interval(days => ${days}::int)
            order by at limit ${PRUNE_BATCH}
          ) returning id`),
      ).length;
      if (removed < PRUNE_BATCH && deleted + removed > 0) {
        await recordAudit(tx, {
          source: SYSTEM_SOURCE,
          action: 'log.prune',
          target: { kind: 'log', id: null, label: '' },
          orgId: null,
          changes: [{ field: 'entriesDeleted', before: null, after: String(deleted + removed) }],
        });
      }
      return removed;
    });
    if (batch === null) return deleted > 0 ? deleted : null;
    deleted += batch;
    if (batch < PRUNE_BATCH) return deleted;
  }
}

/** The audit log's retention, hourly (GET /api/cron/audit-retention). */
export const auditRetentionJob: BackgroundJob<'audit-retention'> = {
  name: 'audit-retention',
  everyMs: () => INTERVAL_MS,
  firstAfterMs: FIRST_RUN_DELAY_MS,
  runsWith: 'server',
  run: async () => {
    const deleted = await pruneAuditLog();
    return { ran: deleted !== null, deleted: deleted ?? 0 };
  },
};
