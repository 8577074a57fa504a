import 'server-only';

import { sql } from 'drizzle-orm';

import { serverConfig } from '@/lib/server/config';
import { getDb, rowsOf } from '@/lib/server/db/client';
import { pruneRefusals } from '@/lib/server/ingest/refusals';
import type { BackgroundJob } from '@/lib/server/jobs/job';

/**
 * DEVICE_HISTORY_DAYS: devices' sessions and changes older than that are deleted by this job, a batch
 * per transaction so that a long backlog never holds locks for long. A session is old once its last
 * beat is; the newest session of a device seen within the retention stays (its last beat is the
 * device's last_seen, which the heartbeat does not copy into it). With several console instances on
 * one PostgreSQL, a transaction-level advisory lock lets one prune while the others skip the round.
 * The job runs soon after start and then every hour, or from its cron route; each round also deletes
 * the refused heartbeats' hourly counts past their keeping time (lib/server/ingest/refusals.ts).
 */

// Any constant will do, the same on every instance (audit/retention.ts has 4_242_003).
const HISTORY_LOCK_ID = 4_242_004;
export const HISTORY_PRUNE_BATCH = 5000;
const FIRST_RUN_DELAY_MS = 45_000;
const INTERVAL_MS = 60 * 60_000;

const PRUNE_SESSIONS = (days: number) => sql`
  delete from device_sessions where ctid in (
    select s.ctid from device_sessions s
    join devices d on d.org_id = s.org_id and d.app_id = s.app_id and d.device_id = s.device_id
    where s.last_beat_at < now() - make_interval(days => ${days}::int)
      and (d.last_seen < now() - make_interval(days => ${days}::int)
        or exists (select 1 from device_sessions n
          where n.org_id = s.org_id and n.app_id = s.app_id and n.device_id = s.device_id
            and n.started_at > s.started_at))
    limit ${HISTORY_PRUNE_BATCH}
  ) returning 1`;

const PRUNE_CHANGES = (days: number) => sql`
  delete from device_changes where ctid in (
    select ctid from device_changes where at < now() - make_interval(days => ${days}::int)
    limit ${HISTORY_PRUNE_BATCH}
  ) returning 1`;

/** Deletes the history past retention; answers how many rows, or null when another instance holds the job. */
export async function pruneDeviceHistory(days = serverConfig().deviceHistoryDays): Promise<number | null> {
  const db = await getDb();
  let deleted = 0;
  let refusalsPruned = false;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const [{ locked }] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${HISTORY_LOCK_ID}) as locked`),
      );
      if (!locked) return null;
      const sessions = rowsOf(await tx.execute(PRUNE_SESSIONS(days))).length;
      const changes = rowsOf(await tx.execute(PRUNE_CHANGES(days))).length;
      const refusals = refusalsPruned ? 0 : await pruneRefusals(tx);
      refusalsPruned = true;
      return {
        removed: sessions + changes + refusals,
        more: Math.max(sessions, changes) >= HISTORY_PRUNE_BATCH,
      };
    });
    if (batch === null) return deleted > 0 ? deleted : null;
    deleted += batch.removed;
    if (!batch.more) return deleted;
  }
}

/** The devices' history retention, hourly (GET /api/cron/device-history-retention). */
export const deviceHistoryRetentionJob: BackgroundJob<'device-history-retention'> = {
  name: 'device-history-retention',
  everyMs: () => INTERVAL_MS,
  firstAfterMs: FIRST_RUN_DELAY_MS,
  runsWith: 'server',
  run: async () => {
    const deleted = await pruneDeviceHistory();
    return { ran: deleted !== null, deleted: deleted ?? 0 };
  },
};
