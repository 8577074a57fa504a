import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** What `next build` compiles: a change to any of these makes the last build stale. */
export const BUILD_INPUTS = [
  'app',
  'components',
  'config',
  'i18n',
  'lib',
  'messages',
  'instrumentation.ts',
  'middleware.ts',
  'next.config.mjs',
  'package.json',
  'custom-server',
  // What next.config.mjs runs on the compiled files.
  'scripts/lib/critical-css.mjs',
  'scripts/lib/precompress.mjs',
];

// Tests are not part of the build, so editing one does not call for a rebuild.
const IGNORED = /\.test\.[jt]sx?$/;

async function mtimeOf(file: string): Promise<number | null> {
  try {
    const info = await stat(file);
    return info.mtimeMs;
  } catch {
    return null;
  }
}

/** The newest modification time of the files under `entry` (a file or a folder), 0 when none exist. */
export async function newestMtime(entry: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(entry, { withFileTypes: true });
  } catch {
    return IGNORED.test(entry) ? 0 : ((await mtimeOf(entry)) ?? 0);
  }
  const times = await Promise.all(
    entries.map((child) => {
      const childPath = path.join(entry, child.name);
      if (child.isDirectory()) return newestMtime(childPath);
      return IGNORED.test(child.name) ? 0 : mtimeOf(childPath).then((t) => t ?? 0);
    }),
  );
  return Math.max(0, ...times);
}

/** True when there is no production build, or a build input changed after it was made. */
export async function needsBuild(root: string, inputs: readonly string[] = BUILD_INPUTS): Promise<boolean> {
  const builtAt = await mtimeOf(path.join(root, '.next', 'BUILD_ID'));
  // `npm run build` makes both: Next's build and the custom server (dist/server.js).
  if (builtAt === null || (await mtimeOf(path.join(root, 'dist', 'server.js'))) === null) return true;
  const newest = await Promise.all(inputs.map((input) => newestMtime(path.join(root, input))));
  return Math.max(0, ...newest) > builtAt;
}
