import 'server-only';

import { sql } from 'drizzle-orm';

import type { IngestRefusal, RefusalReason } from '@/lib/api/types';
import { dbOpened, getDb, rowsOf } from '@/lib/server/db/client';
import { orgOfApp } from '@/lib/server/db/tenant';
import { batchedFlush } from '@/lib/server/ingest/batched-flush';

/**
 * Heartbeats refused, counted in this process's memory (a map update per refusal, no query) and added to
 * `ingest_refusals` / `ingest_unknown_keys` every few seconds by one statement each, so that every console
 * instance reads the same counts. Only the reason, the device id and the field at fault with its rule are
 * kept: never a key, a token or a value from the body.
 */
interface Pending {
  appId: string;
  reason: RefusalReason;
  hour: string;
  count: number;
  lastAt: string;
  lastDeviceId: string | null;
  detail: string | null;
}

interface RefusalStore {
  byApp: Map<string, Pending>;
  unknownByHour: Map<string, number>;
  flusher: ReturnType<typeof batchedFlush>;
}

const HOUR_MS = 3_600_000;
const hourOf = (ms: number) => new Date(Math.floor(ms / HOUR_MS) * HOUR_MS).toISOString();

// On globalThis: the custom server's ingest counts, Next's route handlers read (and flush first).
const store = globalThis as typeof globalThis & { __fleetdeckRefusals?: RefusalStore };

function refusals(): RefusalStore {
  store.__fleetdeckRefusals ??= {
    byApp: new Map(),
    unknownByHour: new Map(),
    flusher: batchedFlush('refused heartbeats', write),
  };
  return store.__fleetdeckRefusals;
}

/** Counts one refused heartbeat of an app. */
export function countRefusal(
  appId: string,
  reason: RefusalReason,
  deviceId: string | null,
  detail: string | null = null,
): void {
  const state = refusals();
  const now = Date.now();
  const hour = hourOf(now);
  const key = `${appId}\u0000${reason}\u0000${hour}`;
  const entry = state.byApp.get(key);
  const lastAt = new Date(now).toISOString();
  if (entry) {
    entry.count += 1;
    entry.lastAt = lastAt;
    entry.lastDeviceId = deviceId ?? entry.lastDeviceId;
    entry.detail = detail ?? entry.detail;
  } else {
    state.byApp.set(key, { appId, reason, hour, count: 1, lastAt, lastDeviceId: deviceId, detail });
  }
  state.flusher.schedule();
}

/** Counts one heartbeat refused for a key of no app. */
export function countUnknownKey(): void {
  const state = refusals();
  const hour = hourOf(Date.now());
  state.unknownByHour.set(hour, (state.unknownByHour.get(hour) ?? 0) + 1);
  state.flusher.schedule();
}

async function write(): Promise<void> {
  const state = refusals();
  const rows = [...state.byApp.values()];
  const unknown = [...state.unknownByHour].map(([hour, count]) => ({ hour, count }));
  state.byApp.clear();
  state.unknownByHour.clear();
  if (rows.length === 0 && unknown.length === 0) return;
  // Closed on purpose (tests, scripts): nothing to write to.
  if (!dbOpened()) return;
  try {
    const db = await getDb();
    await db.transaction(async (tx) => {
      if (rows.length > 0)
        await tx.execute(sql`
        insert into ingest_refusals as r (org_id, app_id, reason, hour, count, last_at, last_device_id, detail)
        select a.org_id, t."appId", t.reason, t.hour, t.count, t."lastAt", t."lastDeviceId", t.detail
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t("appId" uuid, reason text,
          hour timestamptz, count integer, "lastAt" timestamptz, "lastDeviceId" text, detail text)
        -- Apps deleted meanwhile are left out.
        join apps a on a.id = t."appId"
        order by 1, 2, 3, 4
        on conflict (org_id, app_id, reason, hour) do update set
          count = r.count + excluded.count,
          last_at = greatest(r.last_at, excluded.last_at),
          last_device_id = case when excluded.last_at >= r.last_at
            then coalesce(excluded.last_device_id, r.last_device_id) else r.last_device_id end,
          detail = case when excluded.last_at >= r.last_at
            then coalesce(excluded.detail, r.detail) else r.detail end`);
      if (unknown.length > 0)
        await tx.execute(sql`
        insert into ingest_unknown_keys as u (hour, count)
        select t.hour, t.count
        from jsonb_to_recordset(${JSON.stringify(unknown)}::jsonb) as t(hour timestamptz, count integer)
        order by 1
        on conflict (hour) do update set count = u.count + excluded.count`);
    });
  } catch (error) {
    // Put back for the next write (counts added to what came meanwhile).
    for (const row of rows) {
      const key = `${row.appId}\u0000${row.reason}\u0000${row.hour}`;
      const now = state.byApp.get(key);
      state.byApp.set(key, now ? { ...now, count: now.count + row.count } : row);
    }
    for (const { hour, count } of unknown)
      state.unknownByHour.set(hour, (state.unknownByHour.get(hour) ?? 0) + count);
    throw error;
  }
}

/** Writes this process's counts now (before a read that must include them). */
export function flushRefusals(): Promise<void> {
  return refusals().flusher.flush();
}

/** The app's refusals in the last 24 hours, by reason, the latest first. */
export async function refusalsOf(appId: string): Promise<IngestRefusal[]> {
  await flushRefusals();
  const db = await getDb();
  const rows = rowsOf<{
    reason: RefusalReason;
    count: number | string;
    last_at: Date | string;
    last_device_id: string | null;
    detail: string | null;
  }>(
    await db.execute(sql`
      select distinct on (reason) reason, sum(count) over (partition by reason) as count, last_at,
        last_device_id, detail
      from ingest_refusals
      where org_id = ${orgOfApp(appId)} and app_id = ${appId} and hour >= date_trunc('hour', now(), 'UTC') - interval '23 hours'
      order by reason, last_at desc`),
  );
  return rows
    .map((row) => ({
      reason: row.reason,
      count: Number(row.count),
      lastAt: new Date(row.last_at).toISOString(),
      lastDeviceId: row.last_device_id,
      detail: row.detail,
    }))
    .sort((a, b) => b.lastAt.localeCompare(a.lastAt));
}

/** Heartbeats refused for keys of no app, per UTC hour of the last 24 hours (hours without any left out). */
export async function unknownKeyRefusals(): Promise<{ hour: string; count: number }[]> {
  await flushRefusals();
  const db = await getDb();
  const rows = rowsOf<{ hour: Date | string; count: number | string }>(
    await db.execute(sql`
      select hour, count from ingest_unknown_keys
      where hour >= date_trunc('hour', now(), 'UTC') - interval '23 hours'
      order by hour desc`),
  );
  return rows.map((row) => ({ hour: new Date(row.hour).toISOString(), count: Number(row.count) }));
}

/** How long the hourly counts are kept: the console shows the last 24 hours; a day more leaves room. */
export const REFUSALS_KEPT_HOURS = 48;

/**
 * Deletes the hourly counts older than REFUSALS_KEPT_HOURS (a few rows per app and hour at most), in the
 * transaction `tx` of the history retention round; answers how many rows went.
 */
export async function pruneRefusals(tx: Pick<Awaited<ReturnType<typeof getDb>>, 'execute'>): Promise<number> {
  const older = sql`now() - make_interval(hours => ${REFUSALS_KEPT_HOURS})`;
  const refused = rowsOf(
    await tx.execute(sql`delete from ingest_refusals where hour < ${older} returning 1`),
  );
  const unknown = rowsOf(
    await tx.execute(sql`delete from ingest_unknown_keys where hour < ${older} returning 1`),
  );
  return refused.length + unknown.length;
}
