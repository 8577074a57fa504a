import { MAINTENANCE_RETRY_AFTER, maintenanceOn } from '@/lib/maintenance';
import { allowedOrigins } from '@/lib/server/config';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { ApiError } from '@/lib/server/http/api-error';
import { withCorsHeaders } from '@/lib/server/http/cors';
import { checkRequestOrigin } from '@/lib/server/http/csrf';

// API answers are per user and per moment: no browser or proxy may keep them.
const NO_STORE = { 'Cache-Control': 'no-store' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: NO_STORE });
}

/** Turns anything thrown into the API's error shape; unexpected errors are logged, never shown. */
export function jsonError(error: unknown): Response {
  if (error instanceof ApiError) {
    const { code, message, fields } = error;
    return json(
      { error: fields ? { code, message, fields } : { code, message } },
      error.status,
      error.headers,
    );
  }
  if (isDatabaseUnavailable(error)) {
    console.error('[api] database unavailable:', error);
    return json(
      { error: { code: 'service_unavailable', message: 'The service is temporarily unavailable' } },
      503,
      { 'Retry-After': '5' },
    );
  }
  console.error('[api] unexpected error:', error);
  return json({ error: { code: 'internal_error', message: 'Something went wrong' } }, 500);
}

/** While the console is down for maintenance every call answers 503, as when the database is down. */
function downForMaintenance(): ApiError {
  return new ApiError(503, 'service_unavailable', 'The service is down for maintenance', {
    headers: { 'Retry-After': MAINTENANCE_RETRY_AFTER },
  });
}

export interface ApiRouteOptions {
  /**
   * A public endpoint meant to be called from other sites, authenticated by other means than a
   * session (the device ingest's X-App-Key, no cookies): skips the CSRF origin check.
   */
  crossOrigin?: boolean;
}

/**
 * Wraps a route handler: state-changing calls must pass the CSRF origin check first (see csrf.ts),
 * every failure becomes a JSON error response, and a console on an origin of ALLOWED_ORIGINS may read
 * the answer (cors.ts). While the console is down for maintenance (`MAINTENANCE=on`), every call
 * answers 503 service_unavailable, the health check's too.
 */
export function withApiErrors<Args extends unknown[]>(
  handler: (request: Request, ...rest: Args) => Promise<Response>,
  options: ApiRouteOptions = {},
): (request: Request, ...rest: Args) => Promise<Response> {
  return async (request, ...rest) => {
    let response: Response;
    try {
      if (maintenanceOn()) throw downForMaintenance();
      if (!options.crossOrigin) checkRequestOrigin(request, allowedOrigins);
      response = await handler(request, ...rest);
    } catch (error) {
      response = jsonError(error);
    }
    return withCorsHeaders(response, request, allowedOrigins);
  };
}
