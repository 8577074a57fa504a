import 'server-only';

import { serverConfig } from '@/lib/server/config';

/**
 * The client's address for rate limits, from X-Forwarded-For counted from the right: each of the
 * TRUSTED_PROXIES proxies in front of the server appends the address it saw, so the entry that many
 * from the right is the one the first proxy wrote; entries further left are the client's own and
 * prove nothing. With TRUSTED_PROXIES=0, or fewer entries than proxies, the right-most entry. Next.js
 * fills the header from the socket only when it is missing, so behind no proxy a client can still
 * write it. No header at all: 'local'.
 */
export function clientIp(request: Request): string {
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'local';
  const fromRight = Math.min(Math.max(serverConfig().trustedProxies, 1), entries.length);
  return entries[entries.length - fromRight];
}
