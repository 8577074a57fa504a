import 'server-only';

import { bearerToken } from '@/lib/server/auth/bearer';
import { ApiError } from '@/lib/server/http/api-error';

/**
 * Cross-site request forgery defence of the API (OWASP ASVS 5.0, 3.5.1), before any handler runs.
 * A state-changing call is accepted when:
 * - it carries a bearer token: a page of another site cannot add an Authorization header without a
 *   CORS preflight, which this API grants only to the origins of ALLOWED_ORIGINS (cors.ts); or
 * - the browser says where it comes from and that is this site: an Origin equal to the API's own
 *   origin or listed in ALLOWED_ORIGINS, or, when a browser sent no Origin, `Sec-Fetch-Site:
 *   same-origin` or `none`; or
 * - it carries neither header, so it is not from a browser. Browsers send Origin with every POST,
 *   PUT, PATCH and DELETE (`null` when the page hides it, which is refused), so a forged request
 *   never looks like this. Scripts and tools (`npm run simulate`, curl, SDK tooling) do, and they
 *   hold no victim's credentials: the API reads none from cookies anyway.
 * Anything else answers 403 csrf_rejected.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfRejected(): ApiError {
  return new ApiError(403, 'csrf_rejected', 'This request did not come from an allowed origin');
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** The origin the request was sent to, as the server sees it (directly or through a proxy). */
function isOwnOrigin(origin: string, request: Request): boolean {
  if (origin === new URL(request.url).origin) return true;
  // Behind a proxy the URL may carry the internal address; the Host the browser used is in the headers.
  // A cross-site page cannot set X-Forwarded-Host either (it is not a CORS-safelisted header).
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  return !!host && hostOf(origin) === host.toLowerCase();
}

/** `allowedOrigins` (ALLOWED_ORIGINS) may be a function: it is then read only when an Origin needs it. */
export function checkRequestOrigin(
  request: Request,
  allowedOrigins: readonly string[] | (() => readonly string[]),
): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  if (bearerToken(request)) return;
  const origin = request.headers.get('origin');
  if (origin !== null) {
    if (origin === 'null') throw csrfRejected();
    if (isOwnOrigin(origin, request)) return;
    const allowed = typeof allowedOrigins === 'function' ? allowedOrigins() : allowedOrigins;
    if (allowed.includes(origin)) return;
    throw csrfRejected();
  }
  const site = request.headers.get('sec-fetch-site');
  if (site === null || site === 'same-origin' || site === 'none') return;
  throw csrfRejected();
}
