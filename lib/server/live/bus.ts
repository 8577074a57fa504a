import 'server-only';

import { sql } from 'drizzle-orm';

import { databaseKind } from '@/lib/server/config';
import { DatabaseClosedError, dbOpened, getDb, listenDb, type Unlisten } from '@/lib/server/db/client';
import { APP_CHANGED_CHANNEL } from '@/lib/server/ingest/app-keys';
import { decodeEvents, encodeEvents, type LiveEvent } from '@/lib/server/live/events';
import { startOfflineSweep, stopOfflineSweep } from '@/lib/server/live/offline-sweep';
import { appOwners } from '@/lib/server/live/owners';
import { log } from '@/lib/server/log';
import { failureStreak } from '@/lib/server/log-streak';

/**
 * The live events of this console instance and the streams that hear them. On PostgreSQL events travel
 * through NOTIFY on LIVE_CHANNEL, so a beat taken by one instance reaches the streams of every instance
 * (the instance that published hears its own notification like the others); on the embedded database,
 * which one process holds, they are delivered in the process. App changes come from the apps table's
 * own trigger (APP_CHANGED_CHANNEL). Listening starts with the first stream and is retried when lost.
 */
export const LIVE_CHANNEL = 'fleetdeck_live';
const RELISTEN_AFTER_MS = 1000;

/** Who a stream belongs to: a customer hears of their own apps, an admin of every app. */
export interface LiveScope {
  userId: string;
  admin: boolean;
}

interface Subscriber {
  scope: LiveScope;
  send: (events: LiveEvent[]) => void;
}

interface Hub {
  subscribers: Set<Subscriber>;
  listening: Promise<void> | null;
  unlisten: Unlisten[];
}

const store = globalThis as typeof globalThis & { __fleetdeckLive?: Hub };

function hub(): Hub {
  store.__fleetdeckLive ??= { subscribers: new Set(), listening: null, unlisten: [] };
  return store.__fleetdeckLive;
}

const usesNotify = () => databaseKind() === 'postgres';

/**
 * Hands events to the streams whose scope they are in: never another customer's app. Nothing once the
 * database has been closed (shut down): it is not opened again to look up owners.
 */
export async function deliver(events: readonly LiveEvent[]): Promise<void> {
  const subscribers = [...hub().subscribers];
  if (events.length === 0 || subscribers.length === 0 || !dbOpened()) return;
  const customers = subscribers.some((subscriber) => !subscriber.scope.admin);
  const owners = customers ? await appOwners(events.map((event) => event.appId)) : new Map<string, string>();
  for (const { scope, send } of subscribers) {
    const inScope = scope.admin ? events : events.filter((event) => owners.get(event.appId) === scope.userId);
    if (inScope.length > 0) send([...inScope]);
  }
}

function deliverSafely(events: readonly LiveEvent[]): void {
  deliver(events).catch((error: unknown) => log().warn({ err: error }, 'live events not delivered'));
}

/**
 * Announces events to every instance's streams. Called after a commit or a sweep, off its path: a failure
 * here costs a console its live update (it still refreshes as before), never a heartbeat.
 */
export function publish(events: readonly LiveEvent[]): void {
  if (events.length === 0) return;
  if (!usesNotify()) {
    setImmediate(() => deliverSafely(events));
    return;
  }
  void (async () => {
    const db = await getDb();
    for (const payload of encodeEvents(events)) {
      await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
    }
  })().catch((error: unknown) => log().warn({ err: error }, 'live events not announced'));
}

const listening = failureStreak('live events listener', 'listening failed; live updates wait until it works');
// The next attempt once listening was lost (both channels' connections end together: one attempt).
let retry: NodeJS.Timeout | undefined;

function listen(state: Hub): Promise<void> {
  const lost = (error: unknown) => {
    for (const unlisten of state.unlisten.splice(0)) void unlisten().catch(() => undefined);
    state.listening = null;
    if (error instanceof DatabaseClosedError || state.subscribers.size === 0) return;
    listening.failed(error);
    if (retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (dbOpened()) void listen(state).catch(() => undefined);
    }, RELISTEN_AFTER_MS);
    retry.unref();
  };
  state.listening ??= (async () => {
    const appChanged = await listenDb(
      APP_CHANGED_CHANNEL,
      (appId) => deliverSafely(decodeEvents(JSON.stringify([['a', appId]]))),
      lost,
    );
    state.unlisten.push(appChanged);
    if (usesNotify()) {
      state.unlisten.push(
        await listenDb(LIVE_CHANNEL, (payload) => deliverSafely(decodeEvents(payload)), lost),
      );
    }
    listening.succeeded();
  })().catch((error: unknown) => {
    lost(error);
    throw error;
  });
  return state.listening;
}

/**
 * Subscribes a stream; resolves once this instance listens, with the function that unsubscribes.
 * Rejects (DatabaseUnavailableError) when the database cannot be reached.
 */
export async function subscribe(scope: LiveScope, send: Subscriber['send']): Promise<() => void> {
  const state = hub();
  const subscriber: Subscriber = { scope, send };
  await listen(state);
  state.subscribers.add(subscriber);
  // Offline transitions are swept while this instance has streams to tell them to; an instance
  // without any leaves the sweep to those with streams (on PostgreSQL each publishes to all).
  startOfflineSweep(publish);
  return () => {
    state.subscribers.delete(subscriber);
    if (state.subscribers.size === 0) stopOfflineSweep();
  };
}
