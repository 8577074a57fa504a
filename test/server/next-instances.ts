import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { freePort } from '@/scripts/lib/temp-postgres';

/**
 * Console instances for the multi-instance tests: `npm start` processes (dist/server.js) of the project's production
 * build on free ports of 127.0.0.1, each in its own process group (stopping one ends exactly what it
 * started), with its output kept in memory. Called through HTTP only, as a browser or an SDK would.
 */
export interface Instance {
  name: string;
  origin: string;
  child: ChildProcess;
  /** Whether /api/health answered 200 before the start-up deadline. */
  healthy: boolean;
  /** Everything the process wrote to stdout and stderr so far. */
  log: () => string;
}

const running: ChildProcess[] = [];

/** The build folder the server serves; fails with what to do when there is none. */
export function requireProductionBuild(): string {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const built = ['dist/server.js', path.join(distDir, 'BUILD_ID')].every((file) =>
    existsSync(path.join(process.cwd(), file)),
  );
  if (!built) {
    throw new Error(
      `No production build in ${distDir}/ (NEXT_DIST_DIR) and dist/: run \`npm run build\` first; ` +
        'these tests start `npm start` processes of it.',
    );
  }
  return distDir;
}

/**
 * Starts one instance per environment, all in the same tick (no instance waits for another), then
 * waits until each answers /api/health or the time runs out. Their environment is this process's,
 * in production mode, plus the given variables.
 */
export async function startInstances(
  envs: Record<string, string | undefined>[],
  timeoutMs = 90_000,
  /** The folder the server runs in: this checkout, or the standalone build's. */
  dir = process.cwd(),
): Promise<Instance[]> {
  requireProductionBuild();
  // The production server, as `npm start` runs it (the custom server with its lean ingest).
  const serverFile = path.join(dir, 'dist', 'server.js');
  const ports: number[] = [];
  while (ports.length < envs.length) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const instances = envs.map((extra, index): Instance => {
    const port = ports[index];
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra, NODE_ENV: 'production' };
    const child = spawn(process.execPath, [serverFile, '-H', '127.0.0.1', '-p', String(port)], {
      cwd: dir,
      env: env as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const name = String.fromCharCode(65 + index);
    return { name, origin: `http://127.0.0.1:${port}`, child, healthy: false, log: () => output };
  });
  await Promise.all(
    instances.map(async (instance) => {
      instance.healthy = await pollUntil(
        () => healthy(instance),
        (ok) => ok || instance.child.exitCode !== null,
        timeoutMs,
      );
    }),
  );
  return instances;
}

/** Whether /api/health answers 200 (false while the server is not listening yet). */
async function healthy(instance: Instance): Promise<boolean> {
  try {
    const response = await fetch(`${instance.origin}/api/health`, { cache: 'no-store' });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Ends every instance started here (its whole process group): SIGTERM, then SIGKILL after 5 s. */
export async function stopInstances(): Promise<void> {
  await Promise.all(
    running.splice(0).map(async (child) => {
      if (!child.pid) return;
      const exited = new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve(null);
        else child.once('exit', resolve);
      });
      killGroup(child.pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      // Workers the server started may outlive it: nothing of the group may stay.
      killGroup(child.pid, 'SIGKILL');
    }),
  );
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  appKey?: string;
  /** The client address (X-Forwarded-For, the entry a proxy in front appends: TRUSTED_PROXIES=1). */
  ip?: string;
  /** More headers, such as X-Fleetdeck-Org. */
  headers?: Record<string, string>;
}

/**
 * One API call: JSON in and out. State-changing calls without a bearer token carry the instance's own
 * origin, as the console's browser sends them (the CSRF check).
 */
export async function call(instance: Instance, apiPath: string, options: CallOptions = {}) {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  else if (method !== 'GET') headers.origin = instance.origin;
  if (options.appKey) headers['x-app-key'] = options.appKey;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const response = await fetch(`${instance.origin}${apiPath}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it checks
  const body: any = text ? JSON.parse(text) : null;
  return { status: response.status, body };
}

/** Calls `probe` until `done` accepts its answer or `timeoutMs` has passed; returns the last answer. */
export async function pollUntil<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
