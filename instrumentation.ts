/**
 * Runs once when a Next.js server starts (not during `next build`). Only the Node.js runtime has a
 * database: the Edge runtime (the middleware) starts nothing. The check is the one Next.js replaces
 * at build time, so the Edge bundle leaves the start-up code (and its `process.exit`) out.
 */
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- Next.js replaces it at build time (above).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { appendPeerAddresses } = await import('@/lib/server/http/peer-address');
    // Before the first request: the rate limits' client address starts from the socket's.
    appendPeerAddresses();
    const { startUp } = await import('@/lib/server/start-up');
    await startUp();
  }
}
