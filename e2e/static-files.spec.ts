import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { E2E_BASE_URL } from './support/env';
import { STATIC_HEADERS } from './support/security';
import { expect, test } from './support/test';
import { rawRequest } from '../test/server/raw-request';

/** A GET as sent on the wire, its body as received (Playwright's client would decompress it). */
const rawGet = (path: string, acceptEncoding: string) => rawRequest(E2E_BASE_URL, path, { acceptEncoding });

test("a page's scripts and stylesheet come compressed at build time, brotli or gzip, as the files are", async () => {
  const page = await rawGet('/auth/signin', 'identity');
  const files = [
    ...new Set(
      [
        ...page.body
          .toString('utf8')
          .matchAll(/(?:src|href)="(\/_next\/static\/chunks\/[^"?]+\.(?:js|css))"/g),
      ].map((match) => match[1]),
    ),
  ];
  expect(files.filter((file) => file.endsWith('.css')).length).toBeGreaterThan(0);
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(3);

  for (const file of files) {
    const plain = await rawGet(file, 'identity');
    expect(plain.status, file).toBe(200);
    expect(plain.headers['content-encoding'], file).toBeUndefined();

    const br = await rawGet(file, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding'], file).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body), file).toBe(true);
    const gzip = await rawGet(file, 'gzip');
    expect(gzip.headers['content-encoding'], file).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body), file).toBe(true);
    // Brotli at its highest level beats gzip on any file of some size.
    if (plain.body.length > 10_000) expect(br.body.length, file).toBeLessThan(gzip.body.length);

    for (const answer of [br, gzip]) {
      expect(answer.headers, file).toMatchObject({
        ...STATIC_HEADERS,
        'cache-control': 'public,max-age=31536000,immutable',
        vary: 'Accept-Encoding',
        'content-type': file.endsWith('.css')
          ? 'text/css; charset=utf-8'
          : 'application/javascript; charset=utf-8',
      });
    }
  }

  // A file the build does not have is Next.js's 404, as before.
  expect((await rawGet('/_next/static/chunks/no-such-file.js', 'br')).status).toBe(404);
});
