import autocannon from 'autocannon';

import { percentile, round } from './stats';

/**
 * An HTTP load of JSON POSTs from this process with autocannon (a well-kept load generator, far lighter
 * per request than fetch), each request's body made fresh by `body(n)`, n counting from 0 across the
 * run. Reports the answers by status and the latency percentiles of every answer.
 */
export interface LoadOptions {
  url: string;
  path: string;
  headers?: Record<string, string>;
  body: (n: number) => unknown;
  connections: number;
  seconds: number;
  /** Where `n` starts (a run after a warm-up continues its devices). */
  firstN?: number;
}

export interface LoadResult {
  seconds: number;
  sent: number;
  byStatus: Record<string, number>;
  /** Network errors and timeouts. */
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** The next `n` (for a following run). */
  nextN: number;
}

export async function postLoad(options: LoadOptions): Promise<LoadResult> {
  let n = options.firstN ?? 0;
  const latencies: number[] = [];
  const byStatus: Record<string, number> = {};
  const started = performance.now();
  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: options.url,
      connections: options.connections,
      duration: options.seconds,
      requests: [
        {
          method: 'POST',
          path: options.path,
          headers: { 'content-type': 'application/json', ...options.headers },
          setupRequest: (request) => {
            const body = JSON.stringify(options.body(n));
            n += 1;
            return { ...request, body };
          },
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    byStatus[statusCode] = (byStatus[statusCode] ?? 0) + 1;
    latencies.push(responseTime);
  });
  const result = await done;
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds: round(seconds, 2),
    sent: latencies.length,
    byStatus,
    errors: result.errors + result.timeouts,
    p50Ms: round(percentile(latencies, 50), 1),
    p95Ms: round(percentile(latencies, 95), 1),
    p99Ms: round(percentile(latencies, 99), 1),
    nextN: n,
  };
}
