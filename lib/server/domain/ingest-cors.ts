import 'server-only';

/**
 * The ingest API is called by SDKs in web pages on other origins. It takes no cookies (the app key is
 * a header), so any origin may call it; a preflight is answered for the X-App-Key header, and the
 * SDK may read Retry-After on a 429.
 */
export const INGEST_CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, X-App-Key',
  'Access-Control-Expose-Headers': 'Retry-After',
  'Access-Control-Max-Age': '86400',
};

/** Adds the CORS headers to every answer of a handler, errors included (so the SDK can read them). */
export function withIngestCors<Args extends unknown[]>(
  handler: (request: Request, ...rest: Args) => Promise<Response>,
): (request: Request, ...rest: Args) => Promise<Response> {
  return async (request, ...rest) => {
    const response = await handler(request, ...rest);
    for (const [name, value] of Object.entries(INGEST_CORS_HEADERS)) response.headers.set(name, value);
    return response;
  };
}

/** The preflight answer. */
export function ingestPreflight(): Response {
  return new Response(null, { status: 204, headers: INGEST_CORS_HEADERS });
}
