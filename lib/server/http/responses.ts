import 'server-only';

import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { ApiError } from '@/lib/server/http/api-error';
import { logFailedRequest } from '@/lib/server/http/failure-log';

// API answers are per user and per moment: no browser or proxy may keep them.
const NO_STORE = { 'Cache-Control': 'no-store' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: NO_STORE });
}

/**
 * Turns anything thrown into the API's error shape; unexpected errors are logged (failure-log.ts, with
 * the call's method and path when given), never shown.
 */
export function jsonError(error: unknown, request?: Request): Response {
  if (error instanceof ApiError) {
    const { code, message, fields, details } = error;
    return json(
      { error: { ...(fields ? { code, message, fields } : { code, message }), ...details } },
      error.status,
      error.headers,
    );
  }
  if (isDatabaseUnavailable(error)) {
    logFailedRequest('database_unavailable', error, request);
    return json(
      { error: { code: 'service_unavailable', message: 'The service is temporarily unavailable' } },
      503,
      { 'Retry-After': '5' },
    );
  }
  logFailedRequest('internal_error', error, request);
  return json({ error: { code: 'internal_error', message: 'Something went wrong' } }, 500);
}
