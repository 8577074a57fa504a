/** How long a health check may take before the host counts as unreachable. */
export const PROBE_TIMEOUT_MS = 10_000;

export type ProbeResult =
  | { outcome: 'ok' | 'noHealthCheck' | 'error'; status: number; ms: number }
  | { outcome: 'unreachable' | 'timeout'; ms: number };

/**
 * What an answer says of its host. Any answer means the host is reachable. Only this server is sure to
 * have `/api/health`: an external auth or dashboard service needs only the API's own paths, so its
 * 404 (or 401, 405, ...) says "no health check here", not "broken". A 5xx is an error from anyone.
 */
function answerOutcome(host: string, status: number): ProbeResult['outcome'] {
  if (status >= 200 && status < 300) return 'ok';
  if (status >= 500 || isThisServer(host)) return 'error';
  return 'noHealthCheck';
}

function isThisServer(host: string): boolean {
  try {
    return !host || new URL(host, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Times one `GET {host}/api/health` from the browser, as the console's own calls travel: the answer's
 * status and the round trip in milliseconds (performance.now()). A plain fetch rather than the HTTP
 * client: no JSON content type (no CORS preflight added to the time) and a timeout of its own.
 */
export async function probeHealth(host: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<ProbeResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = performance.now();
  try {
    const response = await fetch(`${host}/api/health`, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    await response.text();
    const ms = performance.now() - started;
    return { outcome: answerOutcome(host, response.status), status: response.status, ms };
  } catch {
    const ms = performance.now() - started;
    return { outcome: controller.signal.aborted ? 'timeout' : 'unreachable', ms };
  } finally {
    clearTimeout(timer);
  }
}
