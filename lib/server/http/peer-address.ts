import 'server-only';

import { channel } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Route handlers never see the socket a request came on, and Next.js writes the socket's address to
 * X-Forwarded-For only when the request has no such header, so a client could choose the address
 * the rate limits count. This makes the server append the socket's address to the header, as a
 * proxy does, for every request it receives (Node's `http.server.request.start` diagnostics channel,
 * published before the request reaches Next.js). The header's right-most entry is then always the
 * address of whoever opened the connection: the client, or the nearest proxy (client-ip.ts).
 */

interface RequestStart {
  request: IncomingMessage;
  socket: Socket;
}

/** An IPv4 client on a dual-stack socket reads `::ffff:203.0.113.7`: written as `203.0.113.7`. */
export function plainAddress(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

/** Appends the peer's address to a request's X-Forwarded-For. */
export function appendPeerAddress({ request, socket }: RequestStart): void {
  const peer = socket.remoteAddress;
  if (!peer) return;
  const existing = request.headers['x-forwarded-for'];
  const before = Array.isArray(existing) ? existing.join(', ') : existing?.trim();
  request.headers['x-forwarded-for'] = before ? `${before}, ${plainAddress(peer)}` : plainAddress(peer);
}

// Marked on the channel, which is one per process whatever reloads this module (Next's dev server,
// jest's per-file module registries).
const SUBSCRIBED = Symbol.for('fleetdeck.appendPeerAddress');

/** Starts appending (instrumentation.ts, at the server's start); any further call does nothing. */
export function appendPeerAddresses(): void {
  const requestStart = channel('http.server.request.start') as ReturnType<typeof channel> & {
    [SUBSCRIBED]?: boolean;
  };
  if (requestStart[SUBSCRIBED]) return;
  requestStart[SUBSCRIBED] = true;
  requestStart.subscribe((message) => appendPeerAddress(message as RequestStart));
}
