import 'server-only';

import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';

import { SESSIONS_ENDED_CHANNEL } from '@/lib/server/auth/sessions';
import { databaseKind } from '@/lib/server/config';
import { DatabaseClosedError, dbOpened, getDb, listenDb, type Unlisten } from '@/lib/server/db/client';
import { APP_CHANGED_CHANNEL } from '@/lib/server/ingest/app-key-cache';
import { decodeEvents, encodeEvents, type LiveEvent } from '@/lib/server/live/events';
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
/** Events this instance keeps to replay to a stream that resumes (Last-Event-ID) after a short break. */
const REPLAY_EVENTS = 2000;

/**
 * Who a stream belongs to: a member hears of the apps of the organisation they opened it in (`orgId`),
 * an admin of every app (no organisation).
 */
export interface LiveScope {
  userId: string;
  orgId: string | null;
  admin: boolean;
  /** The session the stream was opened with: the stream ends with it (SESSIONS_ENDED_CHANNEL). */
  sessionId?: string;
}

/** Where a membership's end is announced: `{orgId, userId}` as JSON, never forwarded to a browser. */
export const MEMBERSHIP_ENDED_CHANNEL = 'fleetdeck_membership_ended';

/** An event as this instance heard it, with its id: `<instance>-<sequence>`. */
export interface StampedEvent {
  id: string;
  event: LiveEvent;
}

interface Subscriber {
  scope: LiveScope;
  send: (events: StampedEvent[]) => void;
  /** Ends the stream: its session, or its membership of the scope's organisation, ended. */
  end: () => void;
}

interface Hub {
  subscribers: Set<Subscriber>;
  listening: Promise<void> | null;
  unlisten: Unlisten[];
  /** Names this instance's ids: an id of another instance (or process) cannot be resumed here. */
  instance: string;
  sequence: number;
  /** The latest events heard, oldest first, and the first sequence after which none were missed. */
  recent: { sequence: number; stamped: StampedEvent }[];
  heardSince: number;
}

const store = globalThis as typeof globalThis & { __fleetdeckLive?: Hub };

function hub(): Hub {
  store.__fleetdeckLive ??= {
    subscribers: new Set(),
    listening: null,
    unlisten: [],
    instance: randomUUID().slice(0, 8),
    sequence: 0,
    recent: [],
    heardSince: 0,
  };
  return store.__fleetdeckLive;
}

/** Gives events their ids and keeps them for replay. */
function stamp(state: Hub, events: readonly LiveEvent[]): StampedEvent[] {
  const stamped = events.map((event) => {
    state.sequence += 1;
    const entry = { sequence: state.sequence, stamped: { id: `${state.instance}-${state.sequence}`, event } };
    state.recent.push(entry);
    return entry.stamped;
  });
  if (state.recent.length > REPLAY_EVENTS) state.recent.splice(0, state.recent.length - REPLAY_EVENTS);
  return stamped;
}

/** The events of `events` in a scope: never another customer's app. */
async function inScope(scope: LiveScope, events: StampedEvent[]): Promise<StampedEvent[]> {
  if (scope.admin || events.length === 0) return events;
  const owners = await appOwners(events.map(({ event }) => event.appId));
  return events.filter(({ event }) => owners.get(event.appId) === scope.orgId);
}

const usesNotify = () => databaseKind() === 'postgres';

/**
 * Hands events to the streams whose scope they are in: never another customer's app. Nothing once the
 * database has been closed (shut down): it is not opened again to look up owners.
 */
export async function deliver(events: readonly LiveEvent[]): Promise<void> {
  const state = hub();
  if (events.length === 0) return;
  const stamped = stamp(state, events);
  const subscribers = [...state.subscribers];
  if (subscribers.length === 0 || !dbOpened()) return;
  const customers = subscribers.some((subscriber) => !subscriber.scope.admin);
  const owners = customers ? await appOwners(events.map((event) => event.appId)) : new Map<string, string>();
  for (const { scope, send } of subscribers) {
    const theirs = scope.admin
      ? stamped
      : stamped.filter(({ event }) => owners.get(event.appId) === scope.orgId);
    if (theirs.length > 0) send(theirs);
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

/**
 * Ends this instance's streams of `userId` in `orgId` (a membership ended: removed or left). Their
 * streams of other organisations, and their sessions, go on.
 */
function endMemberships(payload: string): void {
  let ended: { orgId?: unknown; userId?: unknown };
  try {
    ended = JSON.parse(payload) as typeof ended;
  } catch {
    return;
  }
  for (const subscriber of [...hub().subscribers]) {
    const { scope } = subscriber;
    if (scope.orgId === ended.orgId && scope.userId === ended.userId) subscriber.end();
  }
}

/**
 * Announces to every instance that `userId` is no longer a member of `orgId`: their open live streams of
 * that organisation end at once (their next call there is a 404 anyway: requireOrg). Call it after the
 * membership's row is deleted and committed. NOTIFY on both databases (PGlite delivers it in-process).
 */
export async function announceMembershipEnded(orgId: string, userId: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`select pg_notify(${MEMBERSHIP_ENDED_CHANNEL}, ${JSON.stringify({ orgId, userId })})`);
}

/** Ends this instance's streams of the sessions whose ids `payload` lists (sign-out, a password change). */
function endSessions(payload: string): void {
  let ids: unknown;
  try {
    ids = JSON.parse(payload);
  } catch {
    return;
  }
  if (!Array.isArray(ids)) return;
  const ended = new Set(ids);
  for (const subscriber of [...hub().subscribers]) {
    if (subscriber.scope.sessionId && ended.has(subscriber.scope.sessionId)) subscriber.end();
  }
}

const listening = failureStreak('live events listener', 'listening failed; live updates wait until it works');
// The next attempt once listening was lost (both channels' connections end together: one attempt).
let retry: NodeJS.Timeout | undefined;

function listen(state: Hub): Promise<void> {
  const lost = (error: unknown) => {
    for (const unlisten of state.unlisten.splice(0)) void unlisten().catch(() => undefined);
    state.listening = null;
    // Events may pass unheard until listening again: nothing before now can be resumed.
    state.heardSince = state.sequence;
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
    state.unlisten.push(await listenDb(MEMBERSHIP_ENDED_CHANNEL, endMemberships, lost));
    state.unlisten.push(await listenDb(SESSIONS_ENDED_CHANNEL, endSessions, lost));
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
 * The events a stream missed after the event `lastEventId`, when this instance heard them all since
 * (same instance, still in its recent events, listening without a break); null when it cannot tell.
 */
function missedSince(state: Hub, lastEventId: string): StampedEvent[] | null {
  const match = /^([0-9a-f]{8})-(\d{1,15})$/.exec(lastEventId);
  if (!match || match[1] !== state.instance) return null;
  const last = Number(match[2]);
  const oldest = state.recent[0]?.sequence ?? state.sequence + 1;
  if (last > state.sequence || last < state.heardSince || last < oldest - 1) return null;
  return state.recent.filter((entry) => entry.sequence > last).map((entry) => entry.stamped);
}

export interface Subscription {
  unsubscribe: () => void;
  /** The stream resumed after `lastEventId` with nothing missed: the missed events were sent first. */
  resumed: boolean;
}

/**
 * Subscribes a stream; resolves once this instance listens. With the id of the last event a stream
 * had (Last-Event-ID), first sends it the events it missed, when this instance can (missedSince).
 * Rejects (DatabaseUnavailableError) when the database cannot be reached.
 */
export async function subscribe(
  scope: LiveScope,
  send: Subscriber['send'],
  lastEventId: string | null = null,
  end: Subscriber['end'] = () => undefined,
): Promise<Subscription> {
  const state = hub();
  const subscriber: Subscriber = { scope, send, end };
  await listen(state);
  // Taken with the subscription, synchronously: what comes after it is delivered, not replayed.
  const missed = lastEventId ? missedSince(state, lastEventId) : null;
  state.subscribers.add(subscriber);
  const unsubscribe = () => {
    state.subscribers.delete(subscriber);
  };
  if (missed) {
    const theirs = await inScope(scope, missed);
    if (theirs.length > 0) send(theirs);
  }
  return { unsubscribe, resumed: missed !== null };
}
