import 'server-only';

import { log, safeError } from '@/lib/server/log';

/**
 * The server log's account of API calls that failed on the server's side (503 for a database outage,
 * 500 for anything unexpected): one line for the first failure of a kind, with the error's code and
 * the call's method and path (never its query, headers or body), then, while failures of that kind
 * go on, one summary per window instead of a line per call ("database unavailable, 270 more requests
 * refused in the last 10 s"). An outage thus costs a few lines, not a screenful per request.
 */

export const SUMMARY_WINDOW_MS = 10_000;

export type FailureKind = 'database_unavailable' | 'internal_error';

interface Burst {
  kind: FailureKind;
  code: string;
  more: number;
  timer: ReturnType<typeof setTimeout>;
}

// On globalThis so that Next's dev reloads keep counting the same bursts.
const store = globalThis as typeof globalThis & { __fleetdeckFailureBursts?: Map<string, Burst> };
const bursts = (store.__fleetdeckFailureBursts ??= new Map());

function summary({ kind, more }: Burst): string {
  const requests = `${more} more ${more === 1 ? 'request' : 'requests'}`;
  const window = `in the last ${SUMMARY_WINDOW_MS / 1000} s`;
  return kind === 'database_unavailable'
    ? `database unavailable, ${requests} refused ${window}`
    : `unexpected error, ${requests} failed ${window}`;
}

function flush(key: string): void {
  const burst = bursts.get(key);
  if (!burst) return;
  clearTimeout(burst.timer);
  bursts.delete(key);
  if (burst.more > 0)
    log().warn({ kind: burst.kind, code: burst.code, requests: burst.more }, summary(burst));
}

/** Logs a failed call, or counts it towards the summary of its kind's current window. */
export function logFailedRequest(kind: FailureKind, error: unknown, request?: Request): void {
  const err = safeError(error);
  const code = err.code ?? err.name;
  const key = `${kind}:${code}`;
  const burst = bursts.get(key);
  if (burst) {
    burst.more += 1;
    return;
  }
  let call: { method: string; path: string } | undefined;
  if (request) {
    try {
      call = { method: request.method, path: new URL(request.url).pathname };
    } catch {
      // A request without a parseable URL is logged without it.
    }
  }
  log().error(
    { kind, ...call, err },
    kind === 'database_unavailable' ? 'database unavailable, request refused' : 'unexpected error',
  );
  const timer = setTimeout(() => flush(key), SUMMARY_WINDOW_MS);
  timer.unref?.();
  bursts.set(key, { kind, code, more: 0, timer });
}

/** Writes every pending summary now (at shutdown, and for tests). */
export function flushFailureSummaries(): void {
  for (const key of [...bursts.keys()]) flush(key);
}
