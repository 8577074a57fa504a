import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

import { BUILD_INPUTS, newestMtime } from '@/scripts/lib/build-freshness';

import { benchDistDir, ROOT } from './paths';
import { scratchDir } from './scratch';
import { benchServerEnv } from './server';

/**
 * The production builds the bench measures: this project into `.next-bench/` (not the team's
 * `.next/`), and a bare Next.js page with the same Next.js, the floor of first-load JavaScript.
 */
export const BARE_DIR = '/tmp/fd-bench-bare';
export const STYLED_BARE_DIR = '/tmp/fd-bench-bare-styled';

function nextVersion(): string {
  return (
    JSON.parse(readFileSync(require.resolve('next/package.json', { paths: [ROOT] }), 'utf8')) as {
      version: string;
    }
  ).version;
}

export function runNextBuild(cwd: string, label: string): Promise<{ seconds: number }> {
  const logFile = path.join(scratchDir(`build-${label}`), 'build.log');
  const log = openSync(logFile, 'a');
  const started = Date.now();
  const child = spawn(process.execPath, [require.resolve('next/dist/bin/next', { paths: [ROOT] }), 'build'], {
    cwd,
    env: benchServerEnv(),
    stdio: ['ignore', log, log],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) return resolve({ seconds: (Date.now() - started) / 1000 });
      const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
      reject(new Error(`next build of ${label} failed (exit ${code}):\n${tail}`));
    });
  });
}

/** The custom server, dist/server.js (`npm run build:server`). */
function runServerBuild(): Promise<void> {
  const child = spawn(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the server build failed (exit ${code})`)),
    );
  });
}

/** True when the bench build is missing or older than a build input (same rule as the demo script). */
export async function benchBuildIsStale(): Promise<boolean> {
  const buildId = path.join(ROOT, benchDistDir(), 'BUILD_ID');
  if (!existsSync(buildId) || !existsSync(path.join(ROOT, 'dist', 'server.js'))) return true;
  const newest = await Promise.all(BUILD_INPUTS.map((input) => newestMtime(path.join(ROOT, input))));
  return Math.max(0, ...newest) > statSync(buildId).mtimeMs;
}

/**
 * Builds the project into the bench's build folder. `next build` adds its build folder's type paths to
 * tsconfig.json and points next-env.d.ts at them; both files are shared with the team, so they are
 * put back as they were.
 */
export async function buildApp(): Promise<{ seconds: number }> {
  const shared = ['tsconfig.json', 'next-env.d.ts'].map((name) => path.join(ROOT, name));
  const before = shared.map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : null));
  try {
    const built = await runNextBuild(ROOT, 'app');
    await runServerBuild();
    return built;
  } finally {
    shared.forEach((file, i) => {
      const content = before[i];
      if (content !== null && readFileSync(file, 'utf8') !== content) writeFileSync(file, content);
    });
  }
}

const BARE_LAYOUT = `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;
const BARE_PAGE = `export default function Page() {
  return <h1>Hello</h1>;
}
`;
/** The floor of the ingest figure: a route handler that parses a JSON body and answers 202. */
export const BARE_ROUTE_PATH = '/api/floor';
const BARE_ROUTE = `export async function POST(request: Request) {
  const body = await request.json();
  return Response.json({ data: { deviceId: body.deviceId, online: true } }, { status: 202 });
}
`;
// node_modules is a link to this project's, outside the folder: Turbopack must be allowed to read it.
const BARE_CONFIG = `export default { distDir: process.env.NEXT_DIST_DIR || '.next', turbopack: { root: '/' } };
`;

type BareBuild = { dir: string; seconds: number; reused: boolean };

/**
 * Builds a bare Next.js app of the given files (paths under its folder) with this project's Next.js and
 * React. `reuse` keeps a build of the same files and Next.js made from this checkout.
 */
async function buildBareApp(
  dir: string,
  label: string,
  files: Record<string, string>,
  reuse: boolean,
): Promise<BareBuild> {
  const stamp = path.join(dir, 'bench-stamp.json');
  // The build's node_modules is a link to this checkout's: a build made from another checkout (since
  // moved or removed) is not reused.
  const wanted = createHash('sha256')
    .update(JSON.stringify({ root: ROOT, next: nextVersion(), files, config: BARE_CONFIG }))
    .digest('hex');
  const built = existsSync(path.join(dir, benchDistDir(), 'BUILD_ID'));
  if (reuse && built && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) {
    return { dir, seconds: 0, reused: true };
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  writeFileSync(path.join(dir, 'package.json'), `{ "name": "${path.basename(dir)}", "private": true }\n`);
  writeFileSync(path.join(dir, 'next.config.mjs'), BARE_CONFIG);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  const { seconds } = await runNextBuild(dir, label);
  writeFileSync(stamp, wanted);
  return { dir, seconds, reused: false };
}

/**
 * The floor: a create-next-app style page (a layout and a page, nothing else) and the ingest floor's
 * route handler. `reuse`: quick mode.
 */
export function buildBare({ reuse }: { reuse: boolean }): Promise<BareBuild> {
  return buildBareApp(
    BARE_DIR,
    'bare',
    { 'app/layout.tsx': BARE_LAYOUT, 'app/page.tsx': BARE_PAGE, 'app/api/floor/route.ts': BARE_ROUTE },
    reuse,
  );
}

/**
 * The floor with a stylesheet (`css`, the console's): the same page, its layout importing that
 * stylesheet and nothing else. Beside the floor it shows what a render-blocking stylesheet alone adds to
 * the simulated LCP (bench/README.md, figure 2).
 */
export function buildStyledBare(css: string): Promise<BareBuild> {
  return buildBareApp(
    STYLED_BARE_DIR,
    'bare-styled',
    {
      'app/layout.tsx': `import './console.css';\n\n${BARE_LAYOUT}`,
      'app/page.tsx': BARE_PAGE,
      'app/console.css': css,
    },
    true,
  );
}
