import 'server-only';

import { serverConfig } from '@/lib/server/config';

/**
 * The console's origin, for links into it (password reset). The page's Origin when it is CONSOLE_URL
 * or one of ALLOWED_ORIGINS (a console on another origin calls this API); else CONSOLE_URL; else, only
 * without one, the address the request came to. A client writes its own Host and Origin headers, so
 * they are never trusted alone: that would let anyone send a real user a link to their own site.
 * `signedInCaller`: the link goes back to the caller (an admin), whose page's origin is then taken.
 */
export function consoleOrigin(request: Request, { signedInCaller = false } = {}): string {
  const { consoleUrl, allowedOrigins } = serverConfig();
  const origin = request.headers.get('origin');
  if (origin && (origin === consoleUrl || allowedOrigins.includes(origin))) return origin;
  if (origin && signedInCaller && /^https?:\/\/[^/]+$/.test(origin)) return origin;
  return consoleUrl ?? new URL(request.url).origin;
}
