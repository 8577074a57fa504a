import type { IncomingMessage, ServerResponse } from 'node:http';

import compression from 'compression';
import onHeaders from 'on-headers';

import { inlineCriticalCss, loadCriticalCss } from './critical-css';

/** compression's middleware on Node's own request and answer (its types are Express's). */
type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * Next.js would compress its answers itself (as it does under `next start`): it is not told what the
 * browser accepts, so it sends them as they are. The header is put back when the answer's headers are
 * written, after Next.js's own compression has looked and before compression's (on-headers calls the
 * listeners added last first).
 */
function hideAcceptedEncodings(request: IncomingMessage, response: ServerResponse): void {
  const accepted = request.headers['accept-encoding'];
  if (accepted === undefined) return;
  delete request.headers['accept-encoding'];
  onHeaders(response, () => {
    request.headers['accept-encoding'] = accepted;
  });
}

/**
 * How `npm start`'s server sends what Next.js answers: each page with the stylesheet rules it uses
 * inline (custom-server/critical-css.ts, when the build in `distDir` has their plans), then compressed here,
 * brotli or gzip as the browser asks. Call it with Next.js's handling of the request.
 */
export function nextAnswers(
  distDir: string,
): (request: IncomingMessage, response: ServerResponse, handle: () => void) => void {
  const criticalCss = loadCriticalCss(distDir);
  const compress = compression() as unknown as Middleware;
  return (request, response, handle) =>
    compress(request, response, () => {
      hideAcceptedEncodings(request, response);
      if (criticalCss) inlineCriticalCss(criticalCss, response);
      handle();
    });
}
