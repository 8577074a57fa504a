'use client';

import { startTransition, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { useLiveRefresh } from '@/components/live/use-live-refresh';
import { useConsoleState } from '@/components/state/console-store';
import { HttpError } from '@/lib/http/client';
import type { LiveEvent } from '@/lib/live/read-events';

export interface ApiResource<T> {
  data: T | undefined;
  error: HttpError | undefined;
  /** True while a request is under way (the first one and every reload). */
  loading: boolean;
  /** Fetches again, keeping the current data on screen until the answer arrives. */
  reload: () => void;
}

interface Settled<T> {
  request: string;
  data: T | undefined;
  error: HttpError | undefined;
  /** Temporary failures in a row (service unavailable, network down), for the retry back-off. */
  failures: number;
}

/** Answers that mean "not now": the service, a gateway or the network is down for the moment. */
const TEMPORARY_STATUSES = new Set([0, 502, 503, 504]);
const RETRY_FIRST_DELAY_MS = 5_000;
const RETRY_MAX_DELAY_MS = 60_000;

/**
 * How long to wait before trying again by itself after `failures` temporary failures in a row: the
 * server's Retry-After when it sent one, else 5 s, doubling each time up to a minute.
 */
export function retryDelayMs(error: HttpError, failures: number): number {
  const base = error.retryAfter !== undefined ? error.retryAfter * 1000 : RETRY_FIRST_DELAY_MS;
  const delay = Math.max(1000, base) * 2 ** Math.max(0, failures - 1);
  return Math.min(RETRY_MAX_DELAY_MS, delay);
}

function asHttpError(error: unknown): HttpError {
  return error instanceof HttpError ? error : new HttpError(0, 'network_error', String(error));
}

/** Whether two requests were made in the same organisation (their first part counts the switches). */
function sameOrg(a: string, b: string): boolean {
  return a.slice(0, a.indexOf(':')) === b.slice(0, b.indexOf(':'));
}

/**
 * Loads one resource from the dashboard API and reloads it when `key` changes (for example the query
 * string). Answers to superseded requests are dropped, so a slow old page never replaces a new one.
 * While the service is unavailable (503, a gateway error or no network) it tries again by itself,
 * backing off, and the error stays on screen (with its retry button) until an answer comes.
 * `live`: which live events concern this resource; it is fetched again on those, at most once a second,
 * in the background: what is shown stays (not `loading`: no skeleton, and the focus stays where it is)
 * until the answer replaces it.
 * `first`: the answer the server rendered the page with (docs/architecture.md, "First answers"); it is
 * shown from the first render and not fetched again on mount. Reloads and live events fetch as usual.
 */
export function useApiResource<T>(
  key: string,
  call: (baseUrl: string, token: string) => Promise<T>,
  { live = null, first }: { live?: ((event: LiveEvent) => boolean) | null; first?: T } = {},
): ApiResource<T> {
  const api = useDashboardApi();
  // Each fetch of the same key has its own number; `quietKey`: a live event started it, for that key.
  const [run, setRun] = useState<{ generation: number; quietKey: string | null }>({
    generation: 0,
    quietKey: null,
  });
  const { generation } = run;
  // A switch of organisation fetches again, and what was loaded before it is never shown after it.
  const orgSwitches = useConsoleState((state) => state.orgSwitchCount);
  const request = `${orgSwitches}:${generation}:${key}`;
  const [settled, setSettled] = useState<Settled<T> | undefined>(() =>
    first === undefined ? undefined : { request, data: first, error: undefined, failures: 0 },
  );
  // The request the server's answer stands for: its effect has nothing to fetch.
  const answeredOnServer = useRef(first === undefined ? null : request);
  const fetchNow = useEffectEvent(() => api(call));

  useEffect(() => {
    if (answeredOnServer.current === request) return;
    answeredOnServer.current = null;
    let current = true;
    fetchNow().then(
      // Rendering what arrived (a page of table rows) is a transition: React renders it in slices and
      // keeps the page responsive meanwhile, instead of one long task (bench figure 2, TBT).
      (data) => {
        if (current) startTransition(() => setSettled({ request, data, error: undefined, failures: 0 }));
      },
      (reason: unknown) => {
        if (!current) return;
        const error = asHttpError(reason);
        setSettled((previous) => ({
          request,
          data: previous && sameOrg(previous.request, request) ? previous.data : undefined,
          error,
          failures: TEMPORARY_STATUSES.has(error.status) ? (previous?.failures ?? 0) + 1 : 0,
        }));
      },
    );
    return () => {
      current = false;
    };
  }, [request]);

  const reload = useCallback(() => setRun((r) => ({ generation: r.generation + 1, quietKey: null })), []);
  useLiveRefresh(live, () => setRun((r) => ({ generation: r.generation + 1, quietKey: key })));

  const retryIn =
    settled?.request === request && settled.error && settled.failures > 0
      ? retryDelayMs(settled.error, settled.failures)
      : null;
  useEffect(() => {
    if (retryIn === null) return;
    const timer = setTimeout(reload, retryIn);
    return () => clearTimeout(timer);
  }, [retryIn, request, reload]);

  const current = settled && sameOrg(settled.request, request) ? settled : undefined;
  const quiet = run.quietKey === key && current?.data !== undefined;
  return {
    data: current?.data,
    error: current?.error,
    loading: settled?.request !== request && !quiet,
    reload,
  };
}
