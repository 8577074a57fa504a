/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { SECURITY_HEADERS } from '@/lib/security/response-headers.mjs';
import { precompressStatic } from '@/scripts/lib/precompress.mjs';
import { rawRequest } from '@/test/server/raw-request';

import { precompressedStaticFiles } from './static-files';

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
const STYLE = `${Array.from({ length: 80 }, (_, i) => `.c${i}{color:#${(i * 4099).toString(16).padStart(6, '0')}}`).join('')}\n`;

describe('scripts and styles compressed at build time', () => {
  let dist: string;
  let server: Server;
  let origin: string;
  const handled: string[] = [];

  const fetchRaw = (path: string, acceptEncoding: string, method = 'GET') =>
    rawRequest(origin, path, { acceptEncoding, method });

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'fd-static-'));
    const chunks = path.join(dist, 'static', 'chunks');
    mkdirSync(path.join(chunks, 'nested'), { recursive: true });
    writeFileSync(path.join(chunks, 'app.js'), SCRIPT);
    writeFileSync(path.join(chunks, 'nested', 'page.css'), STYLE);
    writeFileSync(path.join(chunks, 'tiny.js'), 'export {};\n');
    writeFileSync(path.join(chunks, 'app.js.map'), '{"version":3}'.padEnd(4000, ' '));
    expect(await precompressStatic(dist)).toBe(2);

    const staticFiles = precompressedStaticFiles(dist)!;
    server = createServer((request, response) => {
      if (staticFiles(request, response)) return;
      // What Next.js would answer: the rest of the console.
      handled.push(request.url ?? '');
      response.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('compresses the scripts and styles of some size, brotli and gzip, and nothing else', () => {
    const names = readdirSync(path.join(dist, 'static', 'chunks'), { recursive: true, encoding: 'utf8' });
    expect(names.filter((name) => /\.(br|gz)$/.test(name)).sort()).toEqual(
      [
        'app.js.br',
        'app.js.gz',
        path.join('nested', 'page.css.br'),
        path.join('nested', 'page.css.gz'),
      ].sort(),
    );
  });

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, the same text', async () => {
    for (const [url, text, type] of [
      ['/_next/static/chunks/app.js', SCRIPT, 'application/javascript; charset=utf-8'],
      ['/_next/static/chunks/nested/page.css?dpl=1', STYLE, 'text/css; charset=utf-8'],
    ]) {
      const br = await fetchRaw(url, 'gzip, deflate, br, zstd');
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString('utf8')).toBe(text);
      const gzip = await fetchRaw(url, 'gzip, deflate');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString('utf8')).toBe(text);
      for (const answer of [br, gzip]) {
        expect(answer.headers).toMatchObject({
          'content-type': type,
          'cache-control': 'public,max-age=31536000,immutable',
          vary: 'Accept-Encoding',
          ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key.toLowerCase(), value])),
        });
      }
    }
    expect(handled).toEqual([]);
  });

  it('leaves to Next.js what was not compressed ahead of time, other methods, and clients without either encoding', async () => {
    const asked = [
      ['/_next/static/chunks/tiny.js', 'br'],
      ['/_next/static/chunks/app.js.map', 'br'],
      ['/_next/static/chunks/missing.js', 'br'],
      ['/_next/static/chunks/app.js', 'identity'],
      ['/_next/static/chunks/app.js.br', 'br'],
      ['/_next/static/chunks/../../static/chunks/app.js', 'br'],
    ];
    handled.length = 0;
    for (const [url, encoding] of asked) expect((await fetchRaw(url, encoding)).body.toString()).toBe('next');
    expect((await fetchRaw('/_next/static/chunks/app.js', 'br', 'POST')).body.toString()).toBe('next');
    expect(handled).toHaveLength(asked.length + 1);
  });

  it('ends the one answer whose file went missing under the running server, and goes on serving', async () => {
    // A build made again into the same folder without a restart: the server's list of files is stale.
    rmSync(path.join(dist, 'static', 'chunks', 'nested', 'page.css.br'));
    await expect(fetchRaw('/_next/static/chunks/nested/page.css', 'br')).rejects.toThrow();
    const gzip = await fetchRaw('/_next/static/chunks/nested/page.css', 'gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(STYLE);
  });

  it('has nothing to serve for a build without such files', () => {
    expect(precompressedStaticFiles(path.join(dist, 'none'))).toBeNull();
  });
});
