import 'server-only';

import { and, eq, gt, isNull } from 'drizzle-orm';

import { dbOpened, getDb } from '@/lib/server/db/client';
import { sessions } from '@/lib/server/db/schema';
import { subscribe, type LiveScope } from '@/lib/server/live/bus';
import type { LiveEvent } from '@/lib/server/live/events';

/**
 * One console's live stream (GET /api/events) as server-sent events: an event per device or app event in
 * the caller's scope, a comment every HEARTBEAT_MS so that proxies keep the connection open, and the end
 * of the stream when the session ends (checked at each heartbeat, and at its expiry time).
 */
export const HEARTBEAT_MS = 15_000;
/** Events in one delivery beyond which a stream is told "devices changed" per app instead. */
const MAX_EVENTS_PER_DELIVERY = 100;
/** The browser waits this long before reconnecting by itself (our client has its own back-off). */
const RETRY_MS = 2000;

function sse(event: LiveEvent): string {
  const { type, ...data } = event;
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** What one delivery sends to a stream: the events, or a summary per app for a burst. */
export function framesFor(events: readonly LiveEvent[]): string {
  if (events.length <= MAX_EVENTS_PER_DELIVERY) return events.map(sse).join('');
  const apps = new Set(events.map((event) => event.appId));
  return [...apps].map((appId) => sse({ type: 'devices', appId })).join('');
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

/** Opens the stream of an authenticated session; throws as getDb() does when the database is down. */
export async function openEventStream(
  scope: LiveScope,
  sessionId: string,
  signal: AbortSignal,
): Promise<Response> {
  const expiresAt = await sessionActive(sessionId);
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
      const close = () => {
        if (!open) return;
        open = false;
        timers.forEach((timer) => clearTimeout(timer));
        unsubscribe();
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
      timers.push(
        setInterval(() => {
          // A database closed meanwhile (the process stopping, a test that ended) is not opened again.
          if (!dbOpened()) return close();
          write(': heartbeat\n\n');
          sessionActive(sessionId).then(
            (active) => (active ? undefined : close()),
            () => undefined,
          );
        }, HEARTBEAT_MS).unref(),
      );
      write(`retry: ${RETRY_MS}\n: connected\n\n`);
      try {
        unsubscribe = await subscribe(scope, (events) => write(framesFor(events)));
      } catch {
        return close();
      }
      if (!open) unsubscribe();
      else write('event: ready\ndata: {}\n\n');
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
