import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

import sirv from 'sirv';

import { SECURITY_HEADERS } from '@/lib/security/response-headers.mjs';

const PREFIX = '/_next/static/';
const YEAR_SECONDS = 31_536_000;

/**
 * Serves the build's scripts and stylesheets compressed ahead of time (scripts/lib/precompress.mjs):
 * brotli to a browser that accepts it, else gzip, with the headers Next.js gives its static files
 * (cached for a year, immutable) and the security headers of every answer. Anything else (a file not
 * compressed ahead of time, a client that accepts neither encoding) is left to Next.js, which
 * compresses on the fly. Returns null when the build has no such files.
 */
export function precompressedStaticFiles(
  distDir: string,
): ((request: IncomingMessage, response: ServerResponse) => boolean) | null {
  const root = path.join(distDir, 'static');
  if (!existsSync(root)) return null;
  const names = new Set(readdirSync(root, { recursive: true, encoding: 'utf8' }));
  const served = new Set(
    [...names]
      .filter((name) => name.endsWith('.br') && names.has(`${name.slice(0, -3)}.gz`))
      .map((name) => PREFIX + name.slice(0, -3).split(path.sep).join('/')),
  );
  if (served.size === 0) return null;
  const serve = sirv(root, {
    dev: false,
    brotli: true,
    gzip: true,
    extensions: [],
    etag: true,
    maxAge: YEAR_SECONDS,
    immutable: true,
    setHeaders: (response, pathname) => {
      for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
      // As Next.js sends them: the scripts' and styles' text is UTF-8.
      const type = pathname.endsWith('.css') ? 'text/css' : 'application/javascript';
      response.setHeader('Content-Type', `${type}; charset=utf-8`);
    },
  });

  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url ?? '';
    const query = url.indexOf('?');
    if (!served.has(query === -1 ? url : url.slice(0, query))) return false;
    if (!/\b(br|gzip)\b/i.test(String(request.headers['accept-encoding'] ?? ''))) return false;
    // sirv looks the file up under `root` by the address's path.
    request.url = url.slice(PREFIX.length - 1);
    // sirv listed the files at start and pipes the one asked for without listening for errors: a file
    // gone since (a build made again into the same folder without a restart) would throw in the
    // process. Its headers are sent by then, so this answer ends; the browser asks again.
    response.once('pipe', (file) => file.once('error', () => response.destroy()));
    serve(request, response);
    return true;
  };
}
