import 'server-only';

import { trustedProxies } from '@/lib/server/config';

/**
 * The client's address for rate limits, from X-Forwarded-For. The server appends the address of the
 * socket a request came on as the header's right-most entry (peer-address.ts); each of the
 * TRUSTED_PROXIES proxies in front appends the address it saw before that. So the client's address is
 * the entry TRUSTED_PROXIES places left of the right-most: with 0 (a server facing clients directly,
 * the default), the socket's address itself; entries further left are the client's own and prove
 * nothing. With fewer entries than that, the right-most (a request that did not pass the proxies).
 * Calls made without a socket (tests) read the header as given. No header at all: 'local'.
 */
export function clientIp(request: Request): string {
  return clientIpFromForwarded(request.headers.get('x-forwarded-for'));
}

/** The same, from the X-Forwarded-For header's value (the lean ingest's requests are no `Request`). */
export function clientIpFromForwarded(forwardedFor: string | null): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'local';
  const index = entries.length - 1 - trustedProxies();
  return entries[index >= 0 ? index : entries.length - 1];
}
