/**
 * The client's address for rate limits: the first X-Forwarded-For entry (set by the proxy in front
 * of the server), else 'local'. Behind no proxy a client could forge the header, which only moves it
 * to another IP bucket: the per-email sign-in limit still applies.
 */
export function clientIp(request: Request): string {
  const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first || 'local';
}
