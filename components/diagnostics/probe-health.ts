/** How long a health check may take before the host counts as unreachable. */
export const PROBE_TIMEOUT_MS = 10_000;

export type ProbeResult =
  | { outcome: 'ok' | 'error'; status: number; ms: number }
  | { outcome: 'unreachable' | 'timeout'; ms: number };

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
    return { outcome: response.ok ? 'ok' : 'error', status: response.status, ms };
  } catch {
    const ms = performance.now() - started;
    return { outcome: controller.signal.aborted ? 'timeout' : 'unreachable', ms };
  } finally {
    clearTimeout(timer);
  }
}
