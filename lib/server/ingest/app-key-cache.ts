import 'server-only';

import { createHash } from 'node:crypto';

import { and, eq, type SQL, sql } from 'drizzle-orm';

import type { AppStatus, Platform } from '@/lib/api/types';
import { DatabaseClosedError, dbOpened, getDb, listenDb } from '@/lib/server/db/client';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { appKeys, apps } from '@/lib/server/db/schema';
import { failureStreak } from '@/lib/server/log-streak';

/**
 * Every app key in memory, with its app, so that a heartbeat costs no lookup of its own and a key that is not
 * in memory is known to be unknown without asking the database: every valid key passes, however many bad keys
 * its address sends (heartbeat.ts). The keys are read at start (and again whenever this process starts
 * listening), by their SHA-256, as app_keys keeps them; a few hundred bytes a key (docs/operations.md,
 * "Scaling and a capacity plan").
 *
 * Every change to an app row or its keys is announced on the `fleetdeck_app_changed` channel (a trigger,
 * migration 0005_fleet_ingest; every key ending, 0015_app_key_triggers; every new key,
 * 0020_app_key_added_notice). Each console instance then drops that app's keys and reads them again: a
 * rotated or revoked key, a suspension or a new quota applies on every instance within milliseconds. Changes made in this process are dropped at once (`forgetApp`), before their
 * answer leaves. While an app's keys are being read again, or the whole set is not read yet, a key not in
 * memory is looked up in the database. While the process is not listening (its listening connection was
 * lost), memory is bypassed: every heartbeat looks its key up, as before, until listening works again. A key
 * in its grace period is kept with its expiry, checked at each use: it stops at its time without any
 * notification.
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
  /** Keys by their SHA-256 (hex). */
  byHash: Map<string, IngestKey>;
  /** Each app's held keys' hashes, so that a change drops them without a walk through every key. */
  byApp: Map<string, Set<string>>;
  /** Whether byHash holds every key of app_keys (but those of the apps in `reading`). */
  complete: boolean;
  /** The whole set being read, if it is. */
  loading: Loading | null;
  /** Apps whose keys are being read again, each with its reading (a later change starts another). */
  reading: Map<string, object>;
  /** When reading every key last failed (epoch ms): tried again a second later, by the next lookup. */
  loadFailedAt: number;
  /** Bumped by every forgetting: a lookup started before it must not fill the cache afterwards. */
  generation: number;
  listening: boolean;
  starting: Promise<void> | null;
}

// On globalThis: the custom server's ingest and Next's route handlers are separate bundles in one
// process, and must share one cache (as they share the database handle).
const store = globalThis as typeof globalThis & { __fleetdeckAppKeys?: KeyCache };

function cache(): KeyCache {
  store.__fleetdeckAppKeys ??= {
    byHash: new Map(),
    byApp: new Map(),
    complete: false,
    loading: null,
    reading: new Map(),
    loadFailedAt: 0,
    generation: 0,
    listening: false,
    starting: null,
  };
  return store.__fleetdeckAppKeys;
}

/**
 * Drops one app's keys (or, without an id, every key) from this process's memory, and reads them again
 * while listening.
 */
export function forgetApp(appId?: string): void {
  const keys = cache();
  keys.generation += 1;
  if (!appId) {
    keys.byHash.clear();
    keys.byApp.clear();
    keys.complete = false;
    keys.loading = null;
    keys.reading.clear();
    if (keys.listening) void loadAll(keys);
    return;
  }
  for (const hash of keys.byApp.get(appId) ?? []) keys.byHash.delete(hash);
  keys.byApp.delete(appId);
  keys.loading?.changed.add(appId);
  if (keys.listening) void readApp(keys, appId);
}

function hold(keys: KeyCache, hash: string, key: IngestKey): void {
  keys.byHash.set(hash, key);
  let hashes = keys.byApp.get(key.app.id);
  if (!hashes) keys.byApp.set(key.app.id, (hashes = new Set()));
  hashes.add(hash);
}

/** Whether a key missing from memory is a key of no app, without asking the database. */
function knownUnknown(keys: KeyCache): boolean {
  return keys.listening && keys.complete && keys.reading.size === 0;
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
      keys.listening = true;
      listening.succeeded();
      // Whatever was kept may have changed unheard: everything is read again.
      forgetApp();
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

/** A key's row as ingest reads it, with its app's. */
const keyColumns = {
  keyHash: appKeys.keyHash,
  keyId: appKeys.id,
  expiresAt: appKeys.expiresAt,
  ended: sql<boolean>`(${appKeys.revokedAt} is not null or ${appKeys.expiresAt} <= now())`,
  id: apps.id,
  orgId: apps.orgId,
  platform: apps.platform,
  status: apps.status,
  heartbeatQuota: apps.heartbeatQuota,
};

/** Keys with their apps, by their hashes: every key of app_keys (an ended key is kept a day), or some. */
async function readKeys(
  where: SQL | undefined,
  { limit, inBackground = false }: { limit?: number; inBackground?: boolean } = {},
): Promise<Map<string, IngestKey>> {
  // Reading in the background never opens a database that was closed (tests, scripts) in the meantime.
  if (inBackground && !dbOpened()) throw new DatabaseClosedError();
  const db = await getDb();
  const query = db
    .select(keyColumns)
    .from(appKeys)
    .innerJoin(apps, and(eq(apps.orgId, appKeys.orgId), eq(apps.id, appKeys.appId)))
    .where(where);
  const rows = await (limit ? query.limit(limit) : query);
  // One object per app, shared by its keys.
  const appsById = new Map<string, IngestApp>();
  const read = new Map<string, IngestKey>();
  for (const { keyHash, keyId, expiresAt, ended, ...row } of rows) {
    let app = appsById.get(row.id);
    if (!app) appsById.set(row.id, (app = row));
    read.set(keyHash, { app, keyId, expiresAt: expiresAt?.getTime() ?? null, ended: Boolean(ended) });
  }
  return read;
}

const reading = failureStreak(
  'app key reading',
  'reading the app keys failed; keys are looked up in the database until it works',
);

/**
 * A failed reading is logged unless the database is closed or down: an outage is logged once, by the
 * requests it refuses and the listener it stops (lib/server/db/errors.ts), not again by every reading.
 */
function readingFailed(error: unknown): void {
  if (!(error instanceof DatabaseClosedError) && !isDatabaseUnavailable(error)) reading.failed(error);
}

interface Loading {
  /** The apps changed while the set is read, whose keys it must not take (read on their own). */
  changed: Set<string>;
  done: Promise<void>;
}

/** Reads every key into memory; a failure leaves the set incomplete (looked up) until the next change. */
function loadAll(keys: KeyCache): Promise<void> {
  const loading: Loading = { changed: new Set(), done: Promise.resolve() };
  keys.loading = loading;
  loading.done = readKeys(undefined, { inBackground: true }).then(
    (entries) => {
      // Forgotten meanwhile (listening lost, or read again from the start).
      if (keys.loading !== loading) return;
      reading.succeeded();
      // Keys already read or looked up stay.
      for (const [hash, key] of entries) {
        if (!loading.changed.has(key.app.id) && !keys.byHash.has(hash)) hold(keys, hash, key);
      }
      keys.loading = null;
      keys.complete = true;
    },
    (error: unknown) => {
      if (keys.loading !== loading) return;
      keys.loading = null;
      keys.loadFailedAt = Date.now();
      readingFailed(error);
    },
  );
  return loading.done;
}

/** Reads one changed app's keys again; until then a key not in memory is looked up. */
async function readApp(keys: KeyCache, appId: string): Promise<void> {
  const token = {};
  keys.reading.set(appId, token);
  let entries: Map<string, IngestKey> | null = null;
  try {
    entries = await readKeys(eq(appKeys.appId, appId), { inBackground: true });
    reading.succeeded();
  } catch (error) {
    readingFailed(error);
  }
  // Changed again meanwhile: the later reading stands.
  if (keys.reading.get(appId) !== token) return;
  keys.reading.delete(appId);
  if (entries) for (const [hash, key] of entries) hold(keys, hash, key);
  // Unread, the app's keys are missing: not complete until everything is read again (keyForIngest).
  else if (keys.complete) {
    keys.complete = false;
    keys.loadFailedAt = Date.now();
  }
}

/** A key this process holds, accepted or not, without waiting; null when not held (or not listening). */
export function cachedKey(appKey: string): IngestKey | null {
  const keys = cache();
  return keys.listening ? (keys.byHash.get(hashAppKey(appKey)) ?? null) : null;
}

/** The app of a held key that is accepted now, without waiting; null otherwise. */
export function cachedAppForKey(appKey: string): IngestApp | null {
  const key = cachedKey(appKey);
  return key && keyAccepted(key) ? key.app : null;
}

/**
 * Whether a key missing from memory is known to belong to no app (every key is read and none is being read
 * again), so that it is refused without a lookup.
 */
export function keyKnownUnknown(appKey: string): boolean {
  const keys = cache();
  return knownUnknown(keys) && !keys.byHash.has(hashAppKey(appKey));
}

/**
 * The key as app_keys has it (an ended key too, for a day after it ended, so that its refusals count for
 * its app), or null for a key of no app: from memory, or looked up while memory cannot tell.
 */
export async function keyForIngest(appKey: string): Promise<IngestKey | null> {
  const keys = cache();
  const hash = hashAppKey(appKey);
  if (keys.listening) {
    const held = keys.byHash.get(hash);
    if (held) return held;
    if (knownUnknown(keys)) return null;
    if (!keys.complete && !keys.loading && Date.now() - keys.loadFailedAt > RELISTEN_AFTER_MS) {
      void loadAll(keys);
    }
  } else {
    // Not listening yet: look up without memory; a failure to listen is retried on the next beat.
    await startListening(keys).catch(() => undefined);
  }
  const generation = keys.generation;
  const key = (await readKeys(eq(appKeys.keyHash, hash), { limit: 1 })).get(hash);
  if (!key) return null;
  if (keys.listening && keys.generation === generation) hold(keys, hash, key);
  return key;
}

/** The app whose key this is and accepts it now (any status), or null. */
export async function appForKey(appKey: string): Promise<IngestApp | null> {
  const key = await keyForIngest(appKey);
  return key && keyAccepted(key) ? key.app : null;
}

/** Starts listening and reads every key (the server's start); heartbeats would start it otherwise. */
export async function loadAppKeys(): Promise<void> {
  const keys = cache();
  await startListening(keys);
  await keys.loading?.done;
}

/** How many keys this process holds, and whether it holds them all (tests, the capacity figure). */
export function heldKeys(): { count: number; complete: boolean } {
  const keys = cache();
  return { count: keys.byHash.size, complete: knownUnknown(keys) };
}
