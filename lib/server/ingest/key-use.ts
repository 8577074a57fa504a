import 'server-only';

import { sql } from 'drizzle-orm';

import { dbOpened, getDb } from '@/lib/server/db/client';
import { batchedFlush } from '@/lib/server/ingest/batched-flush';
import { publish } from '@/lib/server/live/bus';

/**
 * When each app key was last used: noted in memory with every accepted heartbeat (a map update, no query)
 * and written every few seconds by one statement, at most once per key a minute: the time of its latest
 * use before that write, so a key used once reads right, and one in constant use at most a minute behind.
 * Each key so written is then announced on the live stream (`key_used`), so an open app card shows the
 * new time: at most one event per key a minute, whatever the heartbeat rate (docs/product.md, App keys).
 */
const MINUTE_MS = 60_000;

interface KeyUseStore {
  /** Key id -> its latest use not yet written (epoch ms), the minute that falls in, and the key's app. */
  pending: Map<string, { at: number; minute: number; appId: string }>;
  /** Key id -> the minute of the use last written by this process. */
  written: Map<string, number>;
  flusher: ReturnType<typeof batchedFlush>;
}

const store = globalThis as typeof globalThis & { __fleetdeckKeyUse?: KeyUseStore };

function keyUse(): KeyUseStore {
  store.__fleetdeckKeyUse ??= {
    pending: new Map(),
    written: new Map(),
    flusher: batchedFlush('app key use', write),
  };
  return store.__fleetdeckKeyUse;
}

/** Notes that a key of an app was just used. */
export function noteKeyUse(keyId: string, appId: string): void {
  const state = keyUse();
  const at = Date.now();
  const minute = Math.floor(at / MINUTE_MS) * MINUTE_MS;
  if (state.written.get(keyId) === minute) return;
  state.pending.set(keyId, { at, minute, appId });
  state.flusher.schedule();
}

async function write(): Promise<void> {
  const state = keyUse();
  const noted = [...state.pending];
  const rows = noted.map(([id, { at }]) => ({ id, at: new Date(at).toISOString() }));
  state.pending.clear();
  if (rows.length === 0) return;
  // Closed on purpose (tests, scripts): nothing to write to.
  if (!dbOpened()) return;
  try {
    const db = await getDb();
    // Another instance may have written a later minute: the latest wins.
    await db.execute(sql`
      update app_keys k set last_used_at = greatest(k.last_used_at, t.at)
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(id uuid, at timestamptz)
      where k.id = t.id`);
    for (const [id, { minute }] of noted) state.written.set(id, minute);
    // Forget keys not used for a while, so the map holds only keys in use.
    if (state.written.size > 10_000) state.written.clear();
  } catch (error) {
    for (const [id, use] of noted) if (!state.pending.has(id)) state.pending.set(id, use);
    throw error;
  }
  publish(noted.map(([keyId, { appId }]) => ({ type: 'key_used', appId, keyId })));
}

/** Writes this process's noted uses now (before a read that must include them). */
export function flushKeyUse(): Promise<void> {
  return keyUse().flusher.flush();
}
