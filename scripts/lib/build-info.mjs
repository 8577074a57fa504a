import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Tracked files that `next build` rewrites itself, so they say nothing of the source: tsconfig.json
 * gains the types folder of each build folder it meets (NEXT_DIST_DIR). next-env.d.ts is ignored by git.
 */
const REWRITTEN_BY_BUILD = ['tsconfig.json'];

function git(args, cwd) {
  return execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
}

/** The version the diagnostics page shows: package.json's, however the build was started. */
export function buildVersion(root = process.cwd()) {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
}

/**
 * The commit the diagnostics page shows: BUILD_COMMIT; else the checkout's HEAD, with `-dirty` when
 * tracked files differ from it (untracked files do not count, as with `git describe --dirty`); else,
 * with no git or no checkout (a copied build context, a Vercel build), VERCEL_GIT_COMMIT_SHA; else ''
 * (the page says it is unknown).
 */
export function buildCommit({ env = process.env, cwd = process.cwd() } = {}) {
  if (env.BUILD_COMMIT) return env.BUILD_COMMIT.slice(0, 12);
  try {
    const head = git(['rev-parse', '--short', 'HEAD'], cwd);
    const exclude = REWRITTEN_BY_BUILD.map((file) => `:(top,exclude)${file}`);
    // No optional locks: a build must not hold .git/index while someone else's git command runs.
    const changed = git(
      ['--no-optional-locks', 'status', '--porcelain', '--untracked-files=no', '--', ':(top)', ...exclude],
      cwd,
    );
    return changed ? `${head}-dirty` : head;
  } catch {
    return env.VERCEL_GIT_COMMIT_SHA?.slice(0, 12) ?? '';
  }
}
