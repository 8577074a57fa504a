import 'server-only';

import { sql } from 'drizzle-orm';

import { serverConfig } from '@/lib/server/config';
import { dbOpened, getDb, rowsOf, type Db } from '@/lib/server/db/client';
import { appWindow } from '@/lib/server/domain/devices/online';
import type { LiveEvent } from '@/lib/server/live/events';
import { failureStreak } from '@/lib/server/log-streak';

/**
 * Devices go offline by staying silent, so no heartbeat announces it: every SWEEP_MS a timer looks for the
 * devices whose online window ended in the last period (a range on the last_seen index) and announces
 * them. Periods are aligned on the clock, so instances sharing a PostgreSQL database sweep the same
 * periods; an advisory lock per period lets one of them do it (another that comes after it may sweep the
 * period again: at worst an event twice, which only costs a console one more refetch).
 */
export const SWEEP_MS = 2000;
/** Devices named one by one per sweep; beyond that, the apps they belong to are told as summaries. */
const MAX_NAMED = 2000;
const SWEEP_LOCK_ID = 4_242_002;

const store = globalThis as typeof globalThis & { __fleetdeckOfflineSweep?: NodeJS.Timeout };

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

async function sweep(publish: (events: LiveEvent[]) => void, periodEnd: Date): Promise<void> {
  const config = serverConfig();
  const db = await getDb();
  if (config.database.kind !== 'postgres') {
    publish(await endedWindows(db, periodEnd));
    return;
  }
  const period = Math.floor(periodEnd.getTime() / SWEEP_MS) % 2 ** 31;
  const events = await db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_ID}, ${period}) as locked`),
    );
    return lock?.locked ? endedWindows(tx as unknown as Db, periodEnd) : [];
  });
  publish(events);
}

const sweeping = failureStreak(
  'offline sweep',
  'a sweep failed; live pages miss devices going offline until it works',
);

/** Starts this instance's sweep, once (it never holds the process open). */
export function startOfflineSweep(publish: (events: LiveEvent[]) => void): void {
  if (store.__fleetdeckOfflineSweep) return;
  let last = Math.floor(Date.now() / SWEEP_MS) * SWEEP_MS;
  store.__fleetdeckOfflineSweep = setInterval(() => {
    // A database closed (shut down) is not opened again for a sweep.
    if (!dbOpened()) return;
    const now = Math.floor(Date.now() / SWEEP_MS) * SWEEP_MS;
    // Every period since the last sweep, so a late timer skips none.
    const periods: number[] = [];
    for (let end = last + SWEEP_MS; end <= now && periods.length < 30; end += SWEEP_MS) periods.push(end);
    last = now;
    void (async () => {
      for (const end of periods) await sweep(publish, new Date(end));
    })().then(sweeping.succeeded, sweeping.failed);
  }, SWEEP_MS / 2);
  store.__fleetdeckOfflineSweep.unref();
}

/** Stops the sweep: the last stream of this instance has closed. */
export function stopOfflineSweep(): void {
  clearInterval(store.__fleetdeckOfflineSweep);
  store.__fleetdeckOfflineSweep = undefined;
}
