import 'server-only';

import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { ApiError } from '@/lib/server/http/api-error';

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
    const { code, message, fields, details } = error;
    return json(
      { error: { ...(fields ? { code, message, fields } : { code, message }), ...details } },
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
