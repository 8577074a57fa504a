import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller files gain too little from compression to be worth a file of their own. */
const MIN_BYTES = 1024;

/**
 * Compresses the build's scripts and stylesheets once, at build time, at the highest levels: brotli
 * (quality 11) beside each as `<file>.br`, gzip (level 9) as `<file>.gz`. `npm start`'s server sends
 * them as they are (custom-server/static-files.ts) instead of compressing each file on every request at
 * gzip's default level, as Next.js does: about 14% fewer bytes on a first visit, and no compression
 * work while a page loads (docs/architecture.md, "The custom server"). Only `static/chunks/`, whose
 * files are named by their content and never change once built.
 */
export async function precompressStatic(distDir) {
  const chunks = path.join(distDir, 'static', 'chunks');
  const names = await readdir(chunks, { recursive: true }).catch(() => []);
  let written = 0;
  for (const name of names) {
    if (!/\.(js|css)$/.test(name)) continue;
    const file = path.join(chunks, name);
    if ((await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written += 1;
  }
  return written;
}
