import 'server-only';

import { MAINTENANCE_RETRY_AFTER, maintenanceOn } from '@/lib/maintenance';
import { allowedOrigins } from '@/lib/server/config';
import { withNotedHeaders } from '@/lib/server/http/answer-headers';
import { ApiError } from '@/lib/server/http/api-error';
import { withCorsHeaders } from '@/lib/server/http/cors';
import { checkRequestOrigin } from '@/lib/server/http/csrf';
import { jsonError } from '@/lib/server/http/responses';

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
 * Every API route handler is wrapped in this; it applies, in order:
 * - maintenance: while the console is down (`MAINTENANCE=on`), every call answers 503
 *   service_unavailable, the health check's too;
 * - CSRF: a state-changing call must pass the origin check first (csrf.ts), unless `crossOrigin`;
 * - errors: anything thrown becomes the API's JSON error answer (responses.ts), unexpected ones logged;
 * - headers noted while checking the call (an API token's RateLimit fields; answer-headers.ts);
 * - CORS: a console on an origin of ALLOWED_ORIGINS may read the answer (cors.ts).
 */
export function apiRoute<Args extends unknown[]>(
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
      response = jsonError(error, request);
    }
    return withCorsHeaders(withNotedHeaders(response, request), request, allowedOrigins);
  };
}
