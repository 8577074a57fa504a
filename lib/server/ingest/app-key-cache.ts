import 'server-only';

import { createHash } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';

import type { AppStatus, Platform } from '@/lib/api/types';
import { DatabaseClosedError, dbOpened, getDb, listenDb } from '@/lib/server/db/client';
import { appKeys, apps } from '@/lib/server/db/schema';
import { failureStreak } from '@/lib/server/log-streak';

/**
 * The apps behind app keys, cached in memory so that a heartbeat costs no lookup of its own. Every change
 * to an app row is announced on the `fleetdeck_app_changed` channel (a trigger, migration
 * 0005_fleet_ingest; and every key ending, 0011_app_key_triggers), and each console instance drops that app
 * from its cache when it hears it: a rotated or revoked key, a suspension or a new quota applies on every
 * instance within milliseconds. Changes made in this process are also dropped at once (`forgetApp`), before
 * their answer leaves. While the process is not listening (starting, or its listening connection was lost),
 * the cache is bypassed: every heartbeat looks its key up, as before, until listening works again. A key in its grace period is cached with its
 * expiry, checked at each use: it stops at its time without any notification.
 */
export const APP_CHANGED_CHANNEL = 'fleetdeck_app_changed';
const RELISTEN_AFTER_MS = 1000;

export interface IngestApp {
  id: string;
  /** Its organisation, which every row the heartbeat writes carries. */
  orgId: string;
  platform: Platform;
  status: AppStatus;
  /** The app's own heartbeat quota; null: the setting's (lib/server/ingest/quota.ts). */
  heartbeatQuota: number | null;
}

interface KeyCache {
  byKey: Map<string, IngestKey>;
  /** Bumped by every forgetting: a lookup started before it must not fill the cache afterwards. */
  generation: number;
  listening: boolean;
  starting: Promise<void> | null;
}

// On globalThis: the custom server's ingest and Next's route handlers are separate bundles in one
// process, and must share one cache (as they share the database handle).
const store = globalThis as typeof globalThis & { __fleetdeckAppKeys?: KeyCache };

function cache(): KeyCache {
  store.__fleetdeckAppKeys ??= { byKey: new Map(), generation: 0, listening: false, starting: null };
  return store.__fleetdeckAppKeys;
}

/** Drops one app (or, without an id, every app) from this process's cache. */
export function forgetApp(appId?: string): void {
  const keys = cache();
  keys.generation += 1;
  if (!appId) {
    keys.byKey.clear();
    return;
  }
  for (const [key, entry] of keys.byKey) if (entry.app.id === appId) keys.byKey.delete(key);
}

const listening = failureStreak(
  'app key listener',
  'listening to app changes failed; keys are looked up in the database until it works',
);

// The next attempt once listening failed; one per bundle is enough, as attempts share keys.starting.
let retry: NodeJS.Timeout | undefined;

/** A failure to listen: counted (one line for a run of them), and one attempt again a second later. */
function listenFailed(keys: KeyCache, error: unknown): void {
  // Closed on purpose (tests, scripts): the next heartbeat listens again on the reopened database.
  if (error instanceof DatabaseClosedError) return;
  listening.failed(error);
  if (retry) return;
  retry = setTimeout(() => {
    retry = undefined;
    if (dbOpened()) void startListening(keys).catch(() => undefined);
  }, RELISTEN_AFTER_MS);
  retry.unref();
}

function startListening(keys: KeyCache): Promise<void> {
  keys.starting ??= listenDb(
    APP_CHANGED_CHANNEL,
    (appId) => forgetApp(appId || undefined),
    (error) => {
      // Notifications may have been missed: nothing cached can be trusted any more.
      keys.listening = false;
      keys.starting = null;
      forgetApp();
      listenFailed(keys, error);
    },
  ).then(
    () => {
      forgetApp();
      keys.listening = true;
      listening.succeeded();
    },
    (error: unknown) => {
      keys.starting = null;
      listenFailed(keys, error);
      throw error;
    },
  );
  return keys.starting;
}

/** One key as ingest sees it: its app, and until when it is accepted. */
export interface IngestKey {
  app: IngestApp;
  keyId: string;
  /** Epoch ms: a key in its grace period; null: no end set. */
  expiresAt: number | null;
  /** Revoked, or expired by the database's clock. */
  ended: boolean;
}

/** Whether a key is accepted now: not ended, and its grace period (by this process's clock) not over. */
export function keyAccepted(key: IngestKey, now = Date.now()): boolean {
  return !key.ended && (key.expiresAt === null || key.expiresAt > now);
}

/** The key's SHA-256 (hex), as app_keys keeps it. */
export function hashAppKey(appKey: string): string {
  return createHash('sha256').update(appKey).digest('hex');
}

/** A key this process has cached, accepted or not, without waiting; null when not cached (or not listening). */
export function cachedKey(appKey: string): IngestKey | null {
  const keys = cache();
  return keys.listening ? (keys.byKey.get(appKey) ?? null) : null;
}

/** The app of a cached key that is accepted now, without waiting; null otherwise. */
export function cachedAppForKey(appKey: string): IngestApp | null {
  const key = cachedKey(appKey);
  return key && keyAccepted(key) ? key.app : null;
}

/**
 * The key as app_keys has it (an ended key too, for a day after it ended, so that its refusals count for
 * its app), or null for a key of no app. Cached, ended keys included, until its app changes.
 */
export async function keyForIngest(appKey: string): Promise<IngestKey | null> {
  const keys = cache();
  if (keys.listening) {
    const cached = keys.byKey.get(appKey);
    if (cached) return cached;
  } else {
    // Not listening yet: look up without the cache; a failure to listen is retried on the next beat.
    await startListening(keys).catch(() => undefined);
  }
  const generation = keys.generation;
  const db = await getDb();
  const [row] = await db
    .select({
      keyId: appKeys.id,
      expiresAt: appKeys.expiresAt,
      ended: sql<boolean>`(${appKeys.revokedAt} is not null or ${appKeys.expiresAt} <= now())`,
      id: apps.id,
      orgId: apps.orgId,
      platform: apps.platform,
      status: apps.status,
      heartbeatQuota: apps.heartbeatQuota,
    })
    .from(appKeys)
    .innerJoin(apps, and(eq(apps.orgId, appKeys.orgId), eq(apps.id, appKeys.appId)))
    .where(eq(appKeys.keyHash, hashAppKey(appKey)))
    .limit(1);
  if (!row) return null;
  const { keyId, expiresAt, ended, ...app } = row;
  const key: IngestKey = { app, keyId, expiresAt: expiresAt?.getTime() ?? null, ended: Boolean(ended) };
  if (keys.listening && keys.generation === generation) keys.byKey.set(appKey, key);
  return key;
}

/** The app whose key this is and accepts it now (any status), or null. */
export async function appForKey(appKey: string): Promise<IngestApp | null> {
  const key = await keyForIngest(appKey);
  return key && keyAccepted(key) ? key.app : null;
}
