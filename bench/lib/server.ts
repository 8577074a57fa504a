import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { benchDistDir, HOST, ROOT, urlOf } from './paths';
import { scratchDir } from './scratch';

/**
 * `next start` of a bench build on a bench port. The server runs in its own process group, so that
 * stopping it ends exactly the processes it started; its output goes to a log file that is quoted
 * when it fails to start.
 */
export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  logFile: string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  port: number;
  /** The project folder (this one, or the bare page's). */
  cwd?: string;
  env?: Record<string, string | undefined>;
  /** A path answering 200 once the server is ready. */
  readyPath?: string;
  timeoutMs?: number;
  label?: string;
  /**
   * `npm start`'s server (dist/server.js: Next.js with the lean heartbeat handler in front) instead of
   * `next start`; the project's own builds only.
   */
  customServer?: boolean;
}

const nextBin = () => require.resolve('next/dist/bin/next', { paths: [ROOT] });

/** The environment every bench server starts from: production, its own build folder, no telemetry. */
export function benchServerEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_DIST_DIR: benchDistDir(),
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
    NODE_ENV: 'production',
  };
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const {
    port,
    cwd = ROOT,
    readyPath = '/api/health',
    timeoutMs = 90_000,
    label = `server-${port}`,
  } = options;
  const url = urlOf(port);
  const logFile = path.join(scratchDir(`log-${label}`), 'server.log');
  const log = openSync(logFile, 'a');
  const serverOptions = ['--hostname', HOST, '--port', String(port), '--keepAliveTimeout', '120000'];
  // BENCH_NODE_ARGS: Node's own options for the custom server (`--cpu-prof --cpu-prof-dir=...` to profile it).
  const child = spawn(
    process.execPath,
    options.customServer
      ? [
          ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
          path.join(ROOT, 'dist', 'server.js'),
          ...serverOptions,
        ]
      : [nextBin(), 'start', ...serverOptions],
    { cwd, env: benchServerEnv(options.env), stdio: ['ignore', log, log], detached: true },
  );
  const pid = child.pid!;
  // A bench that dies half-way must not leave a server on the port.
  const onExit = () => killGroup(pid, 'SIGKILL');
  process.on('exit', onExit);

  const stop = async () => {
    process.off('exit', onExit);
    killGroup(pid, 'SIGTERM');
    const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), 5000);
    await exited(child);
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(`${url}${readyPath}`, { cache: 'no-store', redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status === 200) return { url, port, pid, logFile, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`${label} did not become ready on ${url}${readyPath}:\n${tail}`);
}
