import 'server-only';

/**
 * CORS for consoles on other origins (ALLOWED_ORIGINS). A console whose AUTH_API_URL or
 * DASHBOARD_API_URL points to this API on another host calls it from its own origin: the browser lets
 * the page read an answer only when the API names that origin, and asks first (a preflight) before a
 * call with a bearer token or a JSON body. Only the listed origins are named; every other site still
 * gets no CORS headers, so its pages can neither read an answer nor send the bearer header (which is
 * what the CSRF check relies on, see csrf.ts). No cookies are involved, so no credentials are allowed.
 * The device ingest answers every origin, with headers of its own (lib/server/domain/ingest-cors.ts).
 */

/** The request's Origin when ALLOWED_ORIGINS lists it exactly (patterns are refused there), else null. */
export function listedOrigin(request: Request, allowedOrigins: () => readonly string[]): string | null {
  const origin = request.headers.get('origin');
  if (origin === null || origin === 'null') return null;
  try {
    return allowedOrigins().includes(origin) ? origin : null;
  } catch {
    // A malformed ALLOWED_ORIGINS names no one; the CSRF check reports it.
    return null;
  }
}

/** The answer's headers a listed origin's script may read besides the usual ones. */
const EXPOSED_HEADERS =
  'Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Idempotent-Replayed';

/**
 * Lets a listed origin read the answer, errors included (and Retry-After on a 429 or 503, an API
 * token's RateLimit fields, a replayed create's mark).
 */
export function withCorsHeaders(
  response: Response,
  request: Request,
  allowedOrigins: () => readonly string[],
): Response {
  const origin = listedOrigin(request, allowedOrigins);
  if (origin !== null) {
    response.headers.set('Access-Control-Allow-Origin', origin);
    response.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  }
  return response;
}

/**
 * The answer to OPTIONS: `Allow` for anyone, and for a listed origin asking about a method the route
 * takes, the preflight's permission for the bearer header and a JSON body.
 */
export function preflightAnswer(
  request: Request,
  allow: readonly string[],
  allowedOrigins: () => readonly string[],
): Response {
  const headers = new Headers({ Allow: allow.join(', '), 'Cache-Control': 'no-store' });
  const origin = listedOrigin(request, allowedOrigins);
  const method = request.headers.get('access-control-request-method')?.toUpperCase();
  if (origin !== null && method && allow.includes(method)) {
    headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Allow-Methods', allow.join(', '));
    headers.set(
      'Access-Control-Allow-Headers',
      'Authorization, Content-Type, Idempotency-Key, Last-Event-ID',
    );
    headers.set('Access-Control-Max-Age', '600');
  }
  return new Response(null, { status: 204, headers });
}
