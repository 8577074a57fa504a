import 'server-only';

import { sql } from 'drizzle-orm';

import { serverConfig } from '@/lib/server/config';
import { getDb, rowsOf, type Db } from '@/lib/server/db/client';
import { appWindow } from '@/lib/server/domain/devices/online';
import type { LiveEvent } from '@/lib/server/live/events';

/**
 * Devices go offline by staying silent, so no heartbeat announces it: every SWEEP_MS a timer (or each
 * minute the cron route GET /api/cron/offline-sweep) looks for the devices whose online window ended in
 * the periods since the last sweep (a range on the last_seen index) and announces them. Periods are
 * aligned on the clock, so instances sharing a PostgreSQL database sweep the same periods; an advisory
 * lock per period lets one of them do it (another that comes after it may sweep the period again: at
 * worst an event twice, which only costs a console one more refetch).
 */
export const SWEEP_MS = 2000;
/** Devices named one by one per sweep; beyond that, the apps they belong to are told as summaries. */
const MAX_NAMED = 2000;
const SWEEP_LOCK_ID = 4_242_002;

/** How far back a sweep goes: a minute, the cron route's pace (vercel.json). */
const MAX_PERIODS = 30;

const store = globalThis as typeof globalThis & { __fleetdeckOfflineSweptTo?: number };

/**
 * The devices whose app's online window ended in (periodEnd - SWEEP_MS, periodEnd], as events: one range on
 * last_seen per distinct window (apps share a few), each for the apps with that window.
 */
export async function endedWindows(db: Db, periodEnd: Date): Promise<LiveEvent[]> {
  const window = appWindow(sql`online_window_seconds`);
  const windows = rowsOf<{ seconds: number | string }>(
    await db.execute(sql`select distinct ${window} as seconds from apps`),
  ).map((row) => Number(row.seconds));
  if (windows.length === 0) return [];
  const range = sql.join(
    windows.map((seconds) => {
      const to = new Date(periodEnd.getTime() - seconds * 1000);
      const from = new Date(to.getTime() - SWEEP_MS);
      return sql`(last_seen > ${from.toISOString()}::timestamptz and last_seen <= ${to.toISOString()}::timestamptz
        and app_id in (select id from apps where ${window} = ${seconds}))`;
    }),
    sql` or `,
  );
  const named = rowsOf<{ app_id: string; device_id: string }>(
    await db.execute(sql`select app_id, device_id from devices where ${range} limit ${MAX_NAMED + 1}`),
  );
  if (named.length <= MAX_NAMED) {
    return named.map((row) => ({
      type: 'device',
      kind: 'offline',
      appId: row.app_id,
      deviceId: row.device_id,
    }));
  }
  const apps = rowsOf<{ app_id: string }>(
    await db.execute(sql`select distinct app_id from devices where ${range}`),
  );
  return apps.map((row) => ({ type: 'devices', appId: row.app_id }));
}

async function sweep(publish: (events: LiveEvent[]) => void, periodEnd: Date): Promise<number> {
  const config = serverConfig();
  const db = await getDb();
  if (config.database.kind !== 'postgres') {
    const events = await endedWindows(db, periodEnd);
    publish(events);
    return events.length;
  }
  const period = Math.floor(periodEnd.getTime() / SWEEP_MS) % 2 ** 31;
  const events = await db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_ID}, ${period}) as locked`),
    );
    return lock?.locked ? endedWindows(tx as unknown as Db, periodEnd) : [];
  });
  publish(events);
  return events.length;
}

/**
 * Sweeps every period since this instance's last sweep, at most MAX_PERIODS back (a fresh instance,
 * a serverless one woken by its cron route each minute, sweeps the last minute). The periods are taken
 * before the first await, so two calls at once in one process never sweep the same period.
 */
export async function sweepOffline(
  publish: (events: LiveEvent[]) => void,
): Promise<{ periods: number; events: number }> {
  const now = Math.floor(Date.now() / SWEEP_MS) * SWEEP_MS;
  const from = Math.max(store.__fleetdeckOfflineSweptTo ?? 0, now - MAX_PERIODS * SWEEP_MS);
  store.__fleetdeckOfflineSweptTo = Math.max(now, store.__fleetdeckOfflineSweptTo ?? 0);
  let periods = 0;
  let events = 0;
  for (let end = from + SWEEP_MS; end <= now; end += SWEEP_MS) {
    events += await sweep(publish, new Date(end));
    periods += 1;
  }
  return { periods, events };
}
