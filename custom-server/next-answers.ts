import type { IncomingMessage, ServerResponse } from 'node:http';

import compression from 'compression';

import { inlineCriticalCss, loadCriticalCss } from './critical-css';

/** compression's middleware on Node's own request and answer (its types are Express's). */
type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * How `npm start`'s server sends what Next.js answers: each page with the stylesheet rules it uses
 * inline (custom-server/critical-css.ts, when the build in `distDir` has their plans), then compressed here,
 * brotli or gzip as the browser asks. A build without plans is compressed by Next.js itself, as under
 * `next start` (compression leaves an answer already encoded as it is). Call it with Next.js's
 * handling of the request.
 */
export function nextAnswers(
  distDir: string,
): (request: IncomingMessage, response: ServerResponse, handle: () => void) => void {
  const criticalCss = loadCriticalCss(distDir);
  const compress = compression() as unknown as Middleware;
  return (request, response, handle) =>
    compress(request, response, () => {
      if (criticalCss) inlineCriticalCss(criticalCss, request, response);
      handle();
    });
}
