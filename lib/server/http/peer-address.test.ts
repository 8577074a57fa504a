/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { appendPeerAddresses, plainAddress } from '@/lib/server/http/peer-address';

/** A real HTTP server, as `next start` has: the handler sees X-Forwarded-For as the server got it. */
describe('appendPeerAddresses', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    appendPeerAddresses();
    appendPeerAddresses();
    server = createServer((request, response) => response.end(request.headers['x-forwarded-for']));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const forwardedFor = async (headers: Record<string, string> = {}) =>
    (await fetch(origin, { headers })).text();

  it('appends the socket’s address once, after whatever the client wrote', async () => {
    expect(await forwardedFor()).toBe('127.0.0.1');
    expect(await forwardedFor({ 'x-forwarded-for': '198.51.100.1' })).toBe('198.51.100.1, 127.0.0.1');
  });

  it('writes an IPv4 peer of a dual-stack socket plainly', () => {
    expect(plainAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(plainAddress('2001:db8::1')).toBe('2001:db8::1');
  });
});
