import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Runs the project's own Next.js CLI (no npx, no shell), for the demo and later operator scripts.
 */
const nextBin = () => createRequire(`${process.cwd()}/`).resolve('next/dist/bin/next');

export function spawnNext(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [nextBin(), ...args], { env, stdio: 'inherit' });
}

export function exitCodeOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs `node <args>` with its output written to `logFile` instead of the terminal; a failure throws with
 * the log's last lines. For the demo's build, whose pages of build output (and Next.js's notices about
 * its own conventions) are nothing a first-time user acts on.
 */
export async function runLogged(args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  const fd = openSync(logFile, 'a');
  try {
    const code = await exitCodeOf(spawn(process.execPath, args, { env, stdio: ['ignore', fd, fd] }));
    if (code === 0) return;
    const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-30).join('\n');
    throw new Error(`${tail}\n(exit code ${code}; the whole output is in ${logFile})`);
  } finally {
    closeSync(fd);
  }
}

/**
 * `npm run build`: Next's build, then the custom server's (scripts/build-server.mjs). With `logFile`, their
 * output goes there instead of the terminal (runLogged).
 */
export async function buildNext(env: NodeJS.ProcessEnv, logFile?: string): Promise<void> {
  if (logFile) {
    await runLogged([nextBin(), 'build'], env, logFile);
    await runLogged(['scripts/build-server.mjs'], env, logFile);
    return;
  }
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
