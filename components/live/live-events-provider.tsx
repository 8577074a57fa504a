'use client';

import { useEffect, useState, type ReactNode } from 'react';

import { useConsoleState } from '@/components/state/console-store';
import { onSessionEvent } from '@/lib/auth/session-events';
import { readStoredRecord } from '@/lib/auth/sign-in-record';
import { readEvents, type LiveEvent } from '@/lib/live/read-events';

import { LiveEventsContext, type SubscribeLiveEvents } from './live-events-context';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

function createHub() {
  const listeners = new Set<(event: LiveEvent) => void>();
  const subscribe: SubscribeLiveEvents = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const emit = (event: LiveEvent) => [...listeners].forEach((listener) => listener(event));
  return { subscribe, emit };
}

/**
 * The console's one live stream (GET /api/events), opened with the stored token by a streaming fetch
 * (an EventSource cannot send the bearer header) and handed to the pages that subscribe. It reconnects
 * with the last event's id (Last-Event-ID, which a fetch must send itself): at once, after the server's
 * `retry:`, when the server ended a stream it had made ready (its time limit, LIVE_STREAM_MAX_SECONDS),
 * otherwise with a back-off (1 s doubling to 30 s). Once back, unless the server replayed what was
 * missed (`resumed`), it tells pages to refetch; it closes on sign-out (the session's `ending`) and
 * when the console layout goes. Where it never connects, pages simply keep their own refresh.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const { dashboardApiUrl } = useConsoleState((state) => state.runtimeConfig);
  const [hub] = useState(createHub);

  useEffect(() => {
    const abort = new AbortController();
    let timer: number | undefined;
    let failures = 0;
    let everReady = false;
    let lastEventId: string | null = null;
    let retryMs = FIRST_RETRY_MS;
    const stop = () => {
      abort.abort();
      window.clearTimeout(timer);
    };
    const connect = async () => {
      const record = readStoredRecord();
      if (!record || abort.signal.aborted) return;
      let endedCleanly = false;
      try {
        const response = await fetch(`${dashboardApiUrl}/api/events`, {
          headers: {
            Authorization: `Bearer ${record.sessionToken}`,
            Accept: 'text/event-stream',
            ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
          },
          cache: 'no-store',
          signal: abort.signal,
        });
        // A refused token is the session guard's business (the pages' calls will find out); stop here.
        if (response.status === 401 || response.status === 403) return;
        if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
        let ready = false;
        await readEvents(
          response.body,
          (event) => {
            if (event !== 'ready' && event !== 'resumed') return hub.emit(event);
            failures = 0;
            ready = true;
            if (everReady && event === 'ready') hub.emit({ type: 'reconnected' });
            everReady = true;
          },
          {
            onId: (id) => {
              lastEventId = id;
            },
            onRetry: (ms) => {
              retryMs = ms;
            },
          },
        );
        endedCleanly = ready;
      } catch {
        // A network error or a dropped stream: try again below.
      }
      if (abort.signal.aborted) return;
      let delay = retryMs;
      if (!endedCleanly) {
        failures += 1;
        delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1)) * (0.75 + Math.random() / 2);
      }
      timer = window.setTimeout(() => void connect(), delay);
    };
    void connect();
    const unsubscribe = onSessionEvent((event) => {
      if (event.type === 'ending') stop();
    });
    return () => {
      unsubscribe();
      stop();
    };
  }, [dashboardApiUrl, hub]);

  return <LiveEventsContext.Provider value={hub.subscribe}>{children}</LiveEventsContext.Provider>;
}
