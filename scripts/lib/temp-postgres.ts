import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster from the machine's server binaries (Debian's `postgresql` package):
 * initdb into a temporary folder, listening on 127.0.0.1 only, stopped and removed by `stop()` or
 * when the process exits. Used by `npm run test:pg` and the bench's `--temp-postgres`. PostgreSQL
 * refuses to run as root, so as root it runs as the `postgres` user the package creates.
 */
export interface TempPostgres {
  /** postgres://fleetdeck@127.0.0.1:<port>/postgres (trust authentication: loopback, throwaway). */
  url: string;
  stop: () => Promise<void>;
  /** Shuts the server down and keeps its data (an outage); `resume` starts it again on the same port. */
  pause: () => Promise<void>;
  resume: () => Promise<void>;
}

const USER = 'fleetdeck';

/** The folder with initdb and postgres: PG_BIN, or the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN)
    return existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/** A port on 127.0.0.1 that nothing listens on (at the time of asking). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Waits until the server at `url` accepts a connection, or throws once it has exited or 30 s passed. */
async function waitForServer(url: string, exited: () => boolean): Promise<void> {
  const { Client } = await import('pg');
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline || exited()) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Ends a server started here: a fast shutdown (SIGINT), killed if it takes longer than 10 s. */
async function shutDown(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  signalGroup(child, 'SIGINT');
  await exited;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Gone already.
  }
}

export async function startTempPostgres(options: { port?: number } = {}): Promise<TempPostgres> {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error('No PostgreSQL server binaries found (apt-get install postgresql, or set PG_BIN)');
  const root = mkdtempSync(path.join(os.tmpdir(), 'fleetdeck-pg-'));
  const removeRoot = () => rmSync(root, { recursive: true, force: true });
  chmodSync(root, 0o777);
  const data = path.join(root, 'data');
  const port = options.port ?? (await freePort());
  const [initCmd, initArgs] = asServerUser(path.join(bin, 'initdb'), [
    ...['-D', data, '-U', USER, '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const [cmd, args] = asServerUser(path.join(bin, 'postgres'), [
    ...['-D', data, '-h', '127.0.0.1', '-p', String(port), '-k', root],
    // Durability off: the data is thrown away, and tests should not wait on fsync.
    ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
  ]);
  const url = `postgres://${USER}@127.0.0.1:${port}/postgres`;
  let child: ChildProcess;
  const run = async () => {
    child = spawn(cmd, args, { stdio: 'ignore', detached: true });
    const started = child;
    await waitForServer(url, () => started.exitCode !== null);
  };
  const kill = () => {
    signalGroup(child, 'SIGKILL');
    removeRoot();
  };
  process.on('exit', kill);
  try {
    await run();
  } catch (error) {
    kill();
    throw error;
  }
  return {
    url,
    stop: async () => {
      process.off('exit', kill);
      await shutDown(child);
      removeRoot();
    },
    pause: () => shutDown(child),
    resume: run,
  };
}
