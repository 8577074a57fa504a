import { request } from 'node:http';

/** A server's answer as it came over the wire. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as received: still compressed when the server compressed it. */
  body: Buffer;
}

/**
 * A request as sent on the wire, for tests of what a server sends: the path exactly as written (no URL
 * parser normalizes `..` or `%2e`), the `accept-encoding` chosen, and the body not decompressed
 * (`fetch` and Playwright's client would decompress it).
 */
export function rawRequest(
  origin: string,
  path: string,
  { acceptEncoding, method = 'GET' }: { acceptEncoding: string; method?: string },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: hostname, port, path, method, headers: { 'accept-encoding': acceptEncoding } },
      (response) => {
        const parts: Buffer[] = [];
        response.on('error', reject);
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(parts),
          }),
        );
      },
    );
    sent.on('error', reject).end();
  });
}
