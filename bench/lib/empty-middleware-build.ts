import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

import { runNextBuild } from './build';
import { benchDistDir, ROOT } from './paths';

/**
 * The guard's yardstick: this project built once more with an empty Edge middleware in place of its own
 * (same matcher, `NextResponse.next()` and nothing else). `next start` runs any Edge middleware in a
 * sandbox that costs about a millisecond a request whatever the middleware does, so the guard's own cost
 * is what the project's middleware adds over this build.
 *
 * The build is made from a copy of the checkout (the files git tracks and the untracked ones it does
 * not ignore) in a temp folder, so the working tree is never touched; it is reused while the copy's
 * files, its checkout and Next.js are the same.
 */
export const EMPTY_MIDDLEWARE_DIR = '/tmp/fd-bench-empty-middleware';

const CONFIG_BLOCK = /export const config = \{[\s\S]*?\n\};\n/;

export function emptyMiddlewareSource(projectMiddleware: string): string {
  const config = CONFIG_BLOCK.exec(projectMiddleware);
  if (!config) throw new Error('middleware.ts has no `export const config = {...};` block to copy');
  return [
    "import { NextResponse } from 'next/server';",
    '',
    "// The bench's empty Edge middleware: the project's matcher, no work (bench/lib/empty-middleware-build.ts).",
    'export function middleware() {',
    '  return NextResponse.next();',
    '}',
    '',
    config[0],
  ].join('\n');
}

// node_modules is a link to this checkout's, outside the copy: Turbopack must be allowed to read it.
const CONFIG_WRAPPER = `import config from './next.config.project.mjs';

export default { ...config, turbopack: { ...config.turbopack, root: '/' } };
`;

function checkoutFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\0')
    .filter((file) => file !== '' && !file.startsWith('bench/') && existsSync(path.join(ROOT, file)));
}

/** Copies the checkout with the empty middleware and builds it, unless the same copy is built already. */
export async function buildEmptyMiddleware(): Promise<{ dir: string; seconds: number; reused: boolean }> {
  const files = checkoutFiles();
  const replaced = new Map<string, string>([
    ['middleware.ts', emptyMiddlewareSource(readFileSync(path.join(ROOT, 'middleware.ts'), 'utf8'))],
    ['next.config.mjs', CONFIG_WRAPPER],
  ]);
  const hash = createHash('sha256');
  // The copy's node_modules is a link to this checkout's: a build made from another checkout (since
  // moved or removed) is not reused.
  hash.update(`${ROOT}\0`);
  hash.update(readFileSync(require.resolve('next/package.json', { paths: [ROOT] })));
  for (const file of files) {
    hash.update(`\0${file}\0`);
    hash.update(replaced.get(file) ?? readFileSync(path.join(ROOT, file)));
  }
  const stamp = hash.digest('hex');
  const stampFile = path.join(EMPTY_MIDDLEWARE_DIR, 'bench-stamp.txt');
  const built = existsSync(path.join(EMPTY_MIDDLEWARE_DIR, benchDistDir(), 'BUILD_ID'));
  if (built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    return { dir: EMPTY_MIDDLEWARE_DIR, seconds: 0, reused: true };
  }
  rmSync(EMPTY_MIDDLEWARE_DIR, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(EMPTY_MIDDLEWARE_DIR, file);
    mkdirSync(path.dirname(target), { recursive: true });
    const content = replaced.get(file);
    if (content === undefined) copyFileSync(path.join(ROOT, file), target);
    else writeFileSync(target, content);
  }
  copyFileSync(
    path.join(ROOT, 'next.config.mjs'),
    path.join(EMPTY_MIDDLEWARE_DIR, 'next.config.project.mjs'),
  );
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(EMPTY_MIDDLEWARE_DIR, 'node_modules'));
  const { seconds } = await runNextBuild(EMPTY_MIDDLEWARE_DIR, 'empty-middleware');
  const manifest = JSON.parse(
    readFileSync(
      path.join(EMPTY_MIDDLEWARE_DIR, benchDistDir(), 'server', 'middleware-manifest.json'),
      'utf8',
    ),
  ) as { middleware?: Record<string, unknown> };
  if (Object.keys(manifest.middleware ?? {}).length === 0) {
    throw new Error('the empty-middleware build lists no Edge middleware in its manifest');
  }
  writeFileSync(stampFile, stamp);
  return { dir: EMPTY_MIDDLEWARE_DIR, seconds, reused: false };
}
