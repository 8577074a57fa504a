import 'server-only';

import { and, eq, gt, isNull } from 'drizzle-orm';

import { checkAdminTwoFactor } from '@/lib/server/auth/bearer';
import { liveStreamMaxSeconds } from '@/lib/server/config-jobs';
import { dbOpened, getDb } from '@/lib/server/db/client';
import { sessions } from '@/lib/server/db/schema';
import { subscribe, type LiveScope, type StampedEvent } from '@/lib/server/live/bus';
import type { LiveEvent } from '@/lib/server/live/events';
import { holdOfflineSweep } from '@/lib/server/live/offline-sweep-job';
import { checkTwoFactor, membershipOf } from '@/lib/server/orgs/active';

/**
 * One console's live stream (GET /api/events) as server-sent events: an event per device or app event in
 * the caller's scope, each with its `id:`, a comment every HEARTBEAT_MS so that proxies keep the
 * connection open, and the end of the stream when the session ends (announceSessionsEnded, at once, on
 * every instance; checked at each heartbeat too, and at its expiry time) or the caller's membership of
 * its organisation does (announceMembershipEnded, at once),
 * or after LIVE_STREAM_MAX_SECONDS, before a serverless time limit would cut it: then
 * `retry:` tells the browser to come back at once, with the last id (Last-Event-ID). The instance that
 * takes it back replays what the stream missed when it heard it all (bus.ts); otherwise its `ready`
 * says `resumed: false` and the console refetches what it shows.
 */
export const HEARTBEAT_MS = 15_000;
/** Events in one delivery beyond which a stream is told "devices changed" per app instead. */
const MAX_EVENTS_PER_DELIVERY = 100;
/** The browser waits this long before reconnecting by itself (our client has its own back-off). */
const RETRY_MS = 2000;
/** After a planned end (LIVE_STREAM_MAX_SECONDS): come back at once. */
export const RESUME_RETRY_MS = 100;

function sse(id: string, event: LiveEvent): string {
  const { type, ...data } = event;
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** What one delivery sends to a stream: the events, or a summary per app for a burst (the last id). */
export function framesFor(events: readonly StampedEvent[]): string {
  if (events.length <= MAX_EVENTS_PER_DELIVERY) return events.map(({ id, event }) => sse(id, event)).join('');
  const last = events[events.length - 1].id;
  const apps = new Set(events.map(({ event }) => event.appId));
  return [...apps].map((appId) => sse(last, { type: 'devices', appId })).join('');
}

async function sessionActive(sessionId: string): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row?.expiresAt ?? null;
}

/**
 * The session still lets them in, they are still a member, and the organisation's rules still hold:
 * one that came to require two-factor sign-in ends the stream of a member without it, as an admin's
 * ends when ADMIN_REQUIRE_2FA holds them back.
 */
async function stillAllowed(scope: LiveScope, sessionId: string): Promise<boolean> {
  if (!(await sessionActive(sessionId))) return false;
  const rules = scope.orgId === null ? null : await membershipOf(scope.userId, scope.orgId);
  if (scope.orgId !== null && !rules) return false;
  try {
    if (rules) await checkTwoFactor(scope.userId, rules);
    if (scope.admin) await checkAdminTwoFactor({ id: scope.userId });
  } catch {
    return false;
  }
  return true;
}

/** Opens the stream of an authenticated session; throws as getDb() does when the database is down. */
export async function openEventStream(
  scope: LiveScope,
  sessionId: string,
  signal: AbortSignal,
  lastEventId: string | null = null,
): Promise<Response> {
  const expiresAt = await sessionActive(sessionId);
  const maxSeconds = liveStreamMaxSeconds();
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const write = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      const timers: NodeJS.Timeout[] = [];
      let unsubscribe = () => {};
      let releaseSweep = () => {};
      const close = () => {
        if (!open) return;
        open = false;
        timers.forEach((timer) => clearTimeout(timer));
        unsubscribe();
        releaseSweep();
        signal.removeEventListener('abort', close);
        try {
          controller.close();
        } catch {
          // Already closed by the client going away.
        }
      };
      cleanup = close;
      if (!expiresAt || signal.aborted) return close();
      signal.addEventListener('abort', close);
      timers.push(setTimeout(close, Math.min(expiresAt.getTime() - Date.now(), 2 ** 31 - 1)).unref());
      if (maxSeconds !== null) {
        const resume = () => {
          write(`retry: ${RESUME_RETRY_MS}\n: resume with Last-Event-ID\n\n`);
          close();
        };
        timers.push(setTimeout(resume, maxSeconds * 1000).unref());
      }
      timers.push(
        setInterval(() => {
          // A database closed meanwhile (the process stopping, a test that ended) is not opened again.
          if (!dbOpened()) return close();
          write(': heartbeat\n\n');
          // The membership too, should its end's announcement have been missed (a listener lost).
          stillAllowed(scope, sessionId).then(
            (active) => (active ? undefined : close()),
            () => undefined,
          );
        }, HEARTBEAT_MS).unref(),
      );
      write(`retry: ${RETRY_MS}\n: connected\n\n`);
      let resumed = false;
      try {
        const subscription = await subscribe(
          { ...scope, sessionId },
          (events) => write(framesFor(events)),
          lastEventId,
          close,
        );
        unsubscribe = subscription.unsubscribe;
        resumed = subscription.resumed;
      } catch {
        return close();
      }
      if (!open) return unsubscribe();
      // Offline transitions are swept while this instance has streams to tell them to.
      releaseSweep = holdOfflineSweep();
      write(`event: ready\ndata: ${JSON.stringify({ resumed })}\n\n`);
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: a compressing proxy (or Next's own compression) must not hold events back.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
