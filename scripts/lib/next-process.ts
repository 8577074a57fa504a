import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * Runs the project's own Next.js CLI (no npx, no shell), for the demo and later operator scripts.
 */
const nextBin = createRequire(`${process.cwd()}/`).resolve('next/dist/bin/next');

export function spawnNext(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [nextBin, ...args], { env, stdio: 'inherit' });
}

export function exitCodeOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** `npm run build`: Next's build, then the custom server's (scripts/build-server.mjs). */
export async function buildNext(env: NodeJS.ProcessEnv): Promise<void> {
  const code = await exitCodeOf(spawnNext(['build'], env));
  if (code !== 0) throw new Error(`next build failed (exit code ${code})`);
  const server = spawn(process.execPath, ['scripts/build-server.mjs'], { env, stdio: 'inherit' });
  const serverCode = await exitCodeOf(server);
  if (serverCode !== 0) throw new Error(`the server build failed (exit code ${serverCode})`);
}

/** `npm start`: the production server (dist/server.js) with `next start`'s options. */
export function spawnServer(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['dist/server.js', ...args], { env, stdio: 'inherit' });
}

/** Polls the health endpoint until it answers 200; false when the time runs out or the server exits. */
export async function waitUntilHealthy(
  url: string,
  child: ChildProcess,
  timeoutMs = 60_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(url, { cache: 'no-store' })).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}
