import type { IncomingMessage, ServerResponse } from 'node:http';

import { maintenanceOn } from '@/lib/maintenance';
import { API_CSP, SECURITY_HEADERS } from '@/lib/security/response-headers.mjs';
import { acceptHeartbeat, APP_KEY_HEADER, HEARTBEAT_MAX_BODY_BYTES } from '@/lib/server/domain/heartbeat';
import { INGEST_CORS_HEADERS } from '@/lib/server/domain/ingest-cors';
import { clientIpFromForwarded } from '@/lib/server/http/client-ip';
import { parseJsonBody, tooLarge } from '@/lib/server/http/read-json-body';
import { jsonError } from '@/lib/server/http/responses';

/**
 * The heartbeat endpoint, answered by the custom server itself rather than through Next.js, whose
 * request handling costs more than the heartbeat (docs/architecture.md, "The custom server"). Same
 * address, same answers and headers as the route handler (app/api/v1/devices/heartbeat/route.ts), same
 * code behind them (`acceptHeartbeat`): only the HTTP plumbing is lighter. Anything else at this
 * address (the CORS preflight, other methods, maintenance) goes on to Next.js.
 */
export const HEARTBEAT_PATH = '/api/v1/devices/heartbeat';

/** Header names in lower case, as the error answers' are, so that none is sent twice. */
const lowerCased = (entries: [string, string][]) =>
  entries.map(([name, value]) => [name.toLowerCase(), value]);
const FIXED_HEADERS: Record<string, string> = Object.fromEntries(
  lowerCased([
    ['Cache-Control', 'no-store'],
    ...[...SECURITY_HEADERS, API_CSP].map(({ key, value }): [string, string] => [key, value]),
    ...Object.entries(INGEST_CORS_HEADERS),
  ]),
);

/** Whether this server answers the request itself. */
export function isLeanIngest(request: IncomingMessage): boolean {
  if (request.method !== 'POST' || maintenanceOn()) return false;
  const url = request.url ?? '';
  const query = url.indexOf('?');
  return (query === -1 ? url : url.slice(0, query)) === HEARTBEAT_PATH;
}

/** The body, up to HEARTBEAT_MAX_BODY_BYTES (413 past it, whatever Content-Length said). */
function readBody(request: IncomingMessage): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > HEARTBEAT_MAX_BODY_BYTES) {
      request.resume();
      return reject(tooLarge(HEARTBEAT_MAX_BODY_BYTES));
    }
    const chunks: Buffer[] = [];
    let total = 0;
    request.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > HEARTBEAT_MAX_BODY_BYTES) {
        request.removeAllListeners('data');
        request.resume();
        reject(tooLarge(HEARTBEAT_MAX_BODY_BYTES));
      } else chunks.push(chunk);
    });
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(', ') : value) ?? null;
}

/** The client address as the route handler sees it: X-Forwarded-For, which ends with the socket's (main.ts). */
function addressOf(request: IncomingMessage): string {
  return clientIpFromForwarded(header(request, 'x-forwarded-for'));
}

function send(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    ...FIXED_HEADERS,
    ...headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

export async function handleLeanIngest(request: IncomingMessage, response: ServerResponse): Promise<void> {
  try {
    const { deviceId } = await acceptHeartbeat({
      appKey: header(request, APP_KEY_HEADER),
      clientIp: addressOf(request),
      body: async () => parseJsonBody(await readBody(request)),
    });
    send(response, 202, JSON.stringify({ data: { deviceId, online: true } }));
  } catch (error) {
    // Errors take the API's one error shape (and its logging).
    const answer = jsonError(error);
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (name !== 'content-type' && name !== 'content-length') headers[name] = value;
    });
    send(response, answer.status, await answer.text(), headers);
  }
}
