import 'server-only';

import { allowedOrigins } from '@/lib/server/config';
import { ApiError } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/api-route';
import { preflightAnswer } from '@/lib/server/http/cors';

export const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ApiMethod = (typeof API_METHODS)[number];

type Handler = (request: Request) => Promise<Response>;

/**
 * Handlers for the methods a route does not serve: `405 method_not_allowed` in the API's error shape,
 * with `Allow` naming those it does (RFC 9110), where Next.js would answer an empty 405. While the
 * console is down for maintenance they answer 503, like every call. A route exports them beside its
 * own: `export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);`. `wrap` adds what
 * the route adds to its own answers (the ingest's CORS headers). OPTIONS answers a CORS preflight
 * from a console on an origin of ALLOWED_ORIGINS (cors.ts); the ingest has a preflight of its own.
 */
export function otherMethods(
  served: readonly ApiMethod[],
  { wrap = (handler) => handler }: { wrap?: (handler: Handler) => Handler } = {},
): Record<ApiMethod | 'OPTIONS', Handler> {
  const methods = [...served, ...(served.includes('GET') ? ['HEAD'] : []), 'OPTIONS'];
  const allow = methods.join(', ');
  // Nothing changes and every caller gets the same answer: no origin check.
  const handler = wrap(
    apiRoute(
      async () => {
        throw new ApiError(405, 'method_not_allowed', 'This endpoint does not take this method', {
          headers: { Allow: allow },
        });
      },
      { crossOrigin: true },
    ),
  );
  const preflight = async (request: Request) => preflightAnswer(request, methods, allowedOrigins);
  return {
    ...(Object.fromEntries(API_METHODS.map((method) => [method, handler])) as Record<ApiMethod, Handler>),
    OPTIONS: preflight,
  };
}
