import 'server-only';

/**
 * Headers that something checked during a call wants on its answer, whatever the route answers, errors
 * included (an API token's RateLimit fields): noted on the request, added by apiRoute.
 */
const noted = new WeakMap<Request, Record<string, string>>();

export function noteAnswerHeaders(request: Request, headers: Record<string, string>): void {
  noted.set(request, { ...noted.get(request), ...headers });
}

/** Adds the headers noted for `request` to its answer. */
export function withNotedHeaders(response: Response, request: Request): Response {
  for (const [name, value] of Object.entries(noted.get(request) ?? {})) response.headers.set(name, value);
  return response;
}
