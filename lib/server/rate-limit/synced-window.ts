import 'server-only';

import { sql } from 'drizzle-orm';

import type { RateLimit } from '@/lib/server/config';
import { dbOpened, getDb, rowsOf } from '@/lib/server/db/client';

/**
 * Fixed-window counts that one limit keeps per key in the `rate_limits` table, shared by every console
 * instance, but counted in this process's memory first: the hot path (a heartbeat) never waits for a
 * statement of its own. Each process adds what it counted to the table every SYNC_EVERY_MS, one
 * statement for all keys, and learns the total of every instance in return. A key is granted what fits
 * under the limit by the last known total plus what this process has counted since, so instances may
 * together pass a limit by at most what the others counted since their last sync (about
 * SYNC_EVERY_MS of traffic: a few tenths of a percent of a one-minute window). The first use of a key
 * in a window waits for one sync, so that a fresh process starts from the shared total, and so does
 * every use past 90% of the limit, so that near it the instances count as one. What a sync is carrying
 * to the table still counts here until its answer has it in the total.
 */
const SYNC_EVERY_MS = 200;
/** Past this share of the limit, a grant waits for a sync: instances then pass a limit by little more than the beats in flight. */
const NEAR_LIMIT = 0.9;
/** Past this share of the limit, each count is synced as soon as it is made. */
const EAGER_FROM = 0.5;

interface KeyWindow {
  /** When the window ends, on this process's clock. */
  resetAt: number;
  /** Every instance's count at the last sync. */
  synced: number;
  /** Counted here since the last sync. */
  unsynced: number;
  /** Counted here and on its way to the table: part of `synced` once the sync answers. */
  pushing: number;
  /** Granted to work still in progress (settled later). */
  reserved: number;
  windowMs: number;
  limit: number;
}

export interface Grant {
  granted: number;
  /** Whole seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
  /** The window's count as this process knows it, this grant included. */
  used: number;
}

export class SyncedWindowCounter {
  private readonly windows = new Map<string, KeyWindow>();
  private timer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(readonly name: string) {}

  /** Grants up to `wanted` under the rule now; settle() what was used once the work is done. */
  async take(key: string, wanted: number, rule: RateLimit): Promise<Grant> {
    let window = this.current(key);
    if (!window) {
      this.windows.set(key, {
        resetAt: Date.now() + rule.windowMs,
        synced: 0,
        unsynced: 0,
        pushing: 0,
        reserved: 0,
        windowMs: rule.windowMs,
        limit: rule.limit,
      });
      await this.sync();
      window = this.current(key)!;
    }
    window.limit = rule.limit;
    // Near the limit, every instance's latest count matters more than a statement saved: sync first.
    if (this.used(window) + wanted > rule.limit * NEAR_LIMIT) {
      await this.sync();
      window = this.current(key) ?? window;
    }
    const granted = Math.max(0, Math.min(wanted, rule.limit - this.used(window)));
    window.reserved += granted;
    return {
      granted,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000)),
      used: this.used(window),
    };
  }

  private used(window: KeyWindow): number {
    return window.synced + window.pushing + window.unsynced + window.reserved;
  }

  /** Ends a grant: `used` of the `granted` count against the limit, the rest is given back. */
  settle(key: string, granted: number, used: number): void {
    const window = this.windows.get(key);
    if (!window) return;
    window.reserved = Math.max(0, window.reserved - granted);
    window.unsynced += used;
    // Past half the limit each count is shared at once, so that when an instance nears the limit the
    // others' counts are already in the database, not waiting for their next sync.
    if (used > 0 && this.used(window) >= window.limit * EAGER_FROM)
      void this.sync().catch(() => this.schedule());
    else this.schedule();
  }

  /** Forgets every count in memory (tests; the table is cleared by the caller). */
  clear(): void {
    this.windows.clear();
  }

  private current(key: string): KeyWindow | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= Date.now() && idle(window)) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      // A database closed meanwhile (tests, scripts) is not opened again for the counts: they wait in memory.
      if (!dbOpened()) return;
      void this.sync().catch(() => this.schedule());
    }, SYNC_EVERY_MS);
    this.timer.unref();
  }

  /**
   * Adds this process's counts to the table and takes every instance's totals back. Asked while a sync
   * is under way, it answers the next one, which starts after it and carries what was counted since.
   */
  private sync(): Promise<void> {
    if (!this.syncing) {
      this.syncing = this.push().finally(() => {
        this.syncing = null;
      });
      return this.syncing;
    }
    this.queued ??= this.syncing
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.sync();
      });
    return this.queued;
  }

  private async push(): Promise<void> {
    const now = Date.now();
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now && idle(window)) this.windows.delete(key);
    }
    const entries = [...this.windows].map(([key, window]) => ({ key, window, delta: window.unsynced }));
    if (entries.length === 0) return;
    // Still counted while the statement runs (`pushing`), or a grant meanwhile would not see them.
    for (const entry of entries) {
      entry.window.unsynced -= entry.delta;
      entry.window.pushing += entry.delta;
    }
    try {
      const rows = entries.map(({ key, window, delta }) => ({ key, delta, ms: window.windowMs }));
      const db = await getDb();
      const totals = rowsOf<{ key: string; count: number; ms: number | string }>(
        await db.execute(sql`
          insert into rate_limits as r (name, key, count, reset_at)
          select ${this.name}, t.key, t.delta, now() + t.ms * interval '1 millisecond'
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(key text, delta integer, ms double precision)
          on conflict (name, key) do update set
            count = case when r.reset_at <= now() then excluded.count else r.count + excluded.count end,
            reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
          returning r.key, r.count, extract(epoch from (r.reset_at - now())) * 1000 as ms`),
      );
      const syncedAt = Date.now();
      for (const entry of entries) entry.window.pushing -= entry.delta;
      for (const total of totals) {
        const window = this.windows.get(total.key);
        if (!window) continue;
        window.synced = total.count;
        window.resetAt = syncedAt + Number(total.ms);
      }
    } catch (error) {
      // Counted again at the next sync.
      for (const entry of entries) {
        entry.window.pushing -= entry.delta;
        entry.window.unsynced += entry.delta;
      }
      throw error;
    }
  }
}

/** Nothing counted here waits to reach the table, and no grant is open. */
function idle(window: KeyWindow): boolean {
  return window.unsynced === 0 && window.pushing === 0 && window.reserved === 0;
}

// On globalThis: one set of counts per process, whichever bundle counts.
const store = globalThis as typeof globalThis & {
  __fleetdeckSyncedCounters?: Map<string, SyncedWindowCounter>;
};

/** The process's counter of one limit. */
export function syncedWindowCounter(name: string): SyncedWindowCounter {
  store.__fleetdeckSyncedCounters ??= new Map();
  let counter = store.__fleetdeckSyncedCounters.get(name);
  if (!counter) {
    counter = new SyncedWindowCounter(name);
    store.__fleetdeckSyncedCounters.set(name, counter);
  }
  return counter;
}

/** Forgets every synced count in memory (tests). */
export function clearSyncedCounters(): void {
  for (const counter of store.__fleetdeckSyncedCounters?.values() ?? []) counter.clear();
}
