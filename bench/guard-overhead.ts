/**
 * Figure 4: what the middleware (the navigation guard and the page security headers) costs a
 * signed-in page. Servers of the same pages, from three builds:
 * - `with`: the build as it is;
 * - `empty`: the same checkout built with an empty Edge middleware (same matcher, nothing else;
 *   `lib/empty-middleware-build.ts`), the yardstick the budget is held to: `next start` runs any Edge
 *   middleware in a sandbox that costs about a millisecond a request whatever the middleware does, so
 *   the guard's own cost is what it adds over an empty one;
 * - `without`: the first build started while its middleware manifest lists no middleware (put back as
 *   soon as that server has loaded it), for the old ratio, reported as information.
 * Three processes of `with` and of `empty` (one each with `--quick`), since two processes of one build
 * can differ by 5%, and one of `without`. autocannon, in a process of its own, loads each in turn over
 * loopback, rotating the order of each round so that drift in the machine's load falls on all alike;
 * the figure is the median over the rounds of the mean rate of the `with` processes over the mean of
 * the `empty` ones.
 *
 * Alone: `npx tsx bench/guard-overhead.ts [--quick] [--no-build | --dist-dir DIR]`.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { recordCookieHeader, signUpCustomer } from './lib/accounts';
import { buildApp } from './lib/build';
import { buildEmptyMiddleware } from './lib/empty-middleware-build';
import { benchDistDir, PORTS, ROOT, setBenchDistDir } from './lib/paths';
import { startServer, type RunningServer } from './lib/server';
import { median, round } from './lib/stats';

const run = promisify(execFile);

export const GUARD_ROUTE = '/online-devices';
/** With / empty Edge middleware, requests per second. */
export const GUARD_BUDGET = 0.95;

/**
 * Where a build lists its middleware: Edge middleware in middleware-manifest.json, Node.js middleware
 * as `/_middleware` in functions-config-manifest.json. Each is emptied of it for the server started
 * without, and put back.
 */
const MANIFESTS: { file: string; strip: (manifest: Record<string, unknown>) => Record<string, unknown> }[] = [
  {
    file: 'middleware-manifest.json',
    strip: (manifest) => ({ ...manifest, middleware: {}, sortedMiddleware: [] }),
  },
  {
    file: 'functions-config-manifest.json',
    strip: (manifest) => {
      const functions = { ...(manifest.functions as Record<string, unknown>) };
      delete functions['/_middleware'];
      return { ...manifest, functions };
    },
  },
];
const manifestPath = (file: string) => path.join(ROOT, benchDistDir(), 'server', file);
const backupPath = (file: string) => `${manifestPath(file)}.bench-backup`;

export type GuardVariant = 'with' | 'empty' | 'without';

/** The ports of the processes of each build (the first of each is the one older reports had). */
const GUARD_PORTS = {
  with: [PORTS.guarded, PORTS.guarded2, PORTS.guarded3],
  empty: [PORTS.emptyMiddleware, PORTS.emptyMiddleware2, PORTS.emptyMiddleware3],
} as const;

export interface LoadRound {
  variant: GuardVariant;
  /** Which of the build's server processes served the round, from 1 (older reports lack it). */
  process?: number;
  /** Alone on the machine, or both servers loaded at the same time. */
  mode: 'alone' | 'together';
  requestsPerSecond: number;
  /** Server CPU time (ms) per request in this round. */
  cpuMsPerRequest: number;
  p50LatencyMs: number;
  p99LatencyMs: number;
  requests: number;
  errors: number;
}

export interface GuardOverheadResult {
  route: string;
  connections: number;
  secondsPerRound: number;
  /** Server processes of each build, with and empty (older reports: 1). */
  processes?: number;
  /** Seconds each build's servers were loaded alone before the timed rounds, the longest of its processes (older reports lack it). */
  warmUpSeconds?: { with: number; without: number; empty?: number };
  rounds: LoadRound[];
  /** Medians of the rounds alone. */
  withGuard: VariantSummary;
  withoutGuard: VariantSummary;
  /** The same checkout built with an empty Edge middleware (not in older reports). */
  emptyMiddleware?: VariantSummary & { buildSeconds: number; buildReused: boolean };
  /** With / empty in each round alone (not in older reports). */
  emptyRatios?: number[];
  /** Server CPU per request empty / with (older reports: without / with). */
  ratioCpu: number;
  /** With / empty (older reports: with / without), all loaded at once. */
  ratioTogether: number;
  /** With / without in each round alone, one right after the other (not in older reports). */
  pairRatios?: number[];
  /** With / without: the median of pairRatios, information since the empty-middleware yardstick. */
  ratioAlone: number;
  /** The figure held to the budget: with / empty, the median of emptyRatios (older reports: ratioAlone). */
  ratio: number;
}

interface VariantSummary {
  requestsPerSecond: number;
  p50LatencyMs: number;
  cpuMsPerRequest: number;
}

/** A run that died while the manifests were swapped leaves the backups: put them back first. */
export function restoreMiddlewareManifest(): void {
  for (const { file } of MANIFESTS) {
    if (existsSync(backupPath(file))) renameSync(backupPath(file), manifestPath(file));
  }
}

async function startWithoutMiddleware(env: Record<string, string | undefined>): Promise<RunningServer> {
  restoreMiddlewareManifest();
  const onExit = () => restoreMiddlewareManifest();
  process.on('exit', onExit);
  try {
    for (const { file, strip } of MANIFESTS) {
      if (!existsSync(manifestPath(file))) continue;
      const manifest = JSON.parse(readFileSync(manifestPath(file), 'utf8')) as Record<string, unknown>;
      writeFileSync(backupPath(file), readFileSync(manifestPath(file)));
      writeFileSync(manifestPath(file), JSON.stringify(strip(manifest)));
    }
    const server = await startServer({ port: PORTS.unguarded, label: 'unguarded', env });
    // The server reads its manifests once; a first page request makes sure it has.
    await fetch(`${server.url}${GUARD_ROUTE}`, { redirect: 'manual' }).then((r) => r.arrayBuffer());
    return server;
  } finally {
    restoreMiddlewareManifest();
    process.off('exit', onExit);
  }
}

/** The status of a page, and `csp` when the answer carries the middleware's Content-Security-Policy. */
async function check(url: string, cookie?: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  await response.arrayBuffer();
  const csp = response.headers.get('content-security-policy') ?? '';
  return csp.includes("'nonce-") ? `${response.status} csp` : String(response.status);
}

type Measured = Awaited<ReturnType<typeof load>>;

/**
 * CPU time (user + system, ms) of a server's process group so far, from /proc (Linux; NaN elsewhere).
 * Per request it is the cost the middleware adds, whatever else the machine is doing.
 */
function groupCpuMs(pgid: number): number {
  try {
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue;
      }
      // Fields after the command name (which may hold spaces) in parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks * 10;
  } catch {
    return Number.NaN;
  }
}

async function load(url: string, cookie: string, seconds: number, connections: number, serverPid?: number) {
  const cpuBefore = serverPid ? groupCpuMs(serverPid) : Number.NaN;
  const bin = require.resolve('autocannon/autocannon.js', { paths: [ROOT] });
  const { stdout } = await run(
    process.execPath,
    [bin, '-j', '-c', String(connections), '-d', String(seconds), '-H', `cookie=${cookie}`, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as {
    requests: { total: number };
    latency: { p50: number; p99: number };
    duration: number;
    errors: number;
    non2xx: number;
    timeouts: number;
  };
  const cpuMs = serverPid ? groupCpuMs(serverPid) - cpuBefore : Number.NaN;
  return {
    requestsPerSecond: result.requests.total / result.duration,
    cpuMsPerRequest: round(cpuMs / result.requests.total, 3),
    p50LatencyMs: result.latency.p50,
    p99LatencyMs: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/**
 * Loads a server alone, in short slices, until its CPU per request stops falling: until the JIT has
 * compiled the page's code paths a request costs up to twice as much, and a server still warming up
 * in the first timed round made the figure depend on which server went first. Steady means a slice
 * within 5% of the one before, once the server has had 30 s (15 s quick): a server behind an Edge
 * middleware took about 25 s of load to settle, and its first slices can be alike and still twice the
 * warm cost. The slices are capped (50 s, 21 s quick). Returns the seconds spent.
 */
async function warmUntilSteady(
  url: string,
  cookie: string,
  connections: number,
  pid: number,
  quick: boolean,
  log: (line: string) => void,
): Promise<number> {
  const slice = quick ? 3 : 5;
  const maxSlices = quick ? 7 : 10;
  const minSeconds = quick ? 15 : 30;
  let previous = Number.POSITIVE_INFINITY;
  for (let n = 1; n <= maxSlices; n += 1) {
    const { cpuMsPerRequest } = await load(url, cookie, slice, connections, pid);
    const steady = n * slice >= minSeconds && Math.abs(cpuMsPerRequest - previous) <= 0.05 * previous;
    if (steady || n === maxSlices) {
      log(`warm-up of ${url}: ${n * slice} s, ${cpuMsPerRequest} ms CPU/request${steady ? '' : ' (cap)'}`);
      return n * slice;
    }
    previous = cpuMsPerRequest;
  }
  return maxSlices * slice;
}

export async function runGuardOverhead(options: {
  quick: boolean;
  log?: (line: string) => void;
}): Promise<GuardOverheadResult> {
  const log = options.log ?? (() => undefined);
  // Short rounds, many of them: this machine's speed swings by up to 2x over tens of seconds (a
  // server's CPU per request under steady load ranged from 6 to 12 ms in one two-minute run), so the
  // rounds compared should be close in time, and the figure a median over many rounds.
  const seconds = options.quick ? 3 : 2;
  const roundCount = options.quick ? 2 : 16;
  const togetherRounds = options.quick ? 1 : 4;
  // Several processes of each build: two processes of one build differed by up to 5% in requests per
  // second (8% in CPU per request) however long they were loaded, as much as the guard costs, so a
  // figure from one process of each measured which process had the luckier start (8 rounds of 5 s gave
  // 0.94 to 1.12 from one report to the next, the middleware unchanged). The figure compares the mean
  // of each build's processes.
  const processes = options.quick ? 1 : GUARD_PORTS.with.length;
  const connections = 10;
  const build = await buildEmptyMiddleware();
  log(`empty-middleware build: ${build.reused ? 'reused' : `${round(build.seconds, 0)} s`}`);
  // Pages read nothing from the database while rendering: each server gets an in-memory one.
  const env = { DATA_DIR: 'memory://', SIGNUP_RATE_LIMIT: 'off' };
  const servers: { variant: GuardVariant; index: number; url: string; pid: number; server: RunningServer }[] =
    [];
  const add = (variant: GuardVariant, server: RunningServer) =>
    servers.push({
      variant,
      index: servers.filter((entry) => entry.variant === variant).length + 1,
      url: `${server.url}${GUARD_ROUTE}`,
      pid: server.pid,
      server,
    });
  try {
    for (let i = 0; i < processes; i += 1) {
      add('with', await startServer({ port: GUARD_PORTS.with[i], label: `guarded-${i + 1}`, env }));
      add(
        'empty',
        await startServer({
          port: GUARD_PORTS.empty[i],
          label: `empty-middleware-${i + 1}`,
          cwd: build.dir,
          env,
        }),
      );
    }
    add('without', await startWithoutMiddleware(env));
    const customer = await signUpCustomer(servers[0].server.url);
    const cookie = recordCookieHeader(customer);

    // Each server must be what it claims: the guard sends a visitor without a record to sign in,
    // and only the project's middleware sets the page's Content-Security-Policy.
    const expected = { with: ['307 csp', '200 csp'], empty: ['200', '200'], without: ['200', '200'] };
    for (const { variant, url } of servers) {
      const checks = [await check(url), await check(url, cookie)];
      if (checks.join() !== expected[variant].join()) {
        throw new Error(
          `guard check failed for ${variant} (${url}; signed out, signed in): ${checks.join(', ')}, ` +
            `expected ${expected[variant].join(', ')}`,
        );
      }
    }

    const warmUp = { with: 0, empty: 0, without: 0 };
    for (const { variant, url, pid } of servers) {
      const spent = await warmUntilSteady(url, cookie, connections, pid, options.quick, log);
      warmUp[variant] = Math.max(warmUp[variant], spent);
    }
    const rounds: LoadRound[] = [];
    const record = (
      { variant, index }: { variant: GuardVariant; index: number },
      mode: LoadRound['mode'],
      measured: Measured,
    ) => {
      rounds.push({
        variant,
        process: index,
        mode,
        ...measured,
        requestsPerSecond: round(measured.requestsPerSecond, 1),
      });
      log(
        `${variant} middleware ${index} (${mode}): ${round(measured.requestsPerSecond, 1)} req/s, ` +
          `${measured.cpuMsPerRequest} ms CPU/request, p50 ${measured.p50LatencyMs} ms`,
      );
    };
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    // Each server alone, the order rotated each round: what each serves by itself, and the ratios
    // of the builds' mean rates within each round.
    const emptyRatios: number[] = [];
    const pairRatios: number[] = [];
    for (let n = 0; n < roundCount; n += 1) {
      const order = servers.map((_, i) => servers[(i + n) % servers.length]);
      if (n % 2 === 1) order.reverse();
      const rates = { with: [] as number[], empty: [] as number[], without: [] as number[] };
      for (const server of order) {
        const measured = await load(server.url, cookie, seconds, connections, server.pid);
        record(server, 'alone', measured);
        rates[server.variant].push(measured.requestsPerSecond);
      }
      emptyRatios.push(mean(rates.with) / mean(rates.empty));
      pairRatios.push(mean(rates.with) / mean(rates.without));
    }
    // The project's and the empty middleware at once, sharing the machine second by second: their
    // ratio drifts less with others' work on the machine (which can double a round's time).
    const togetherRatios: number[] = [];
    const ofVariant = (variant: GuardVariant) => servers.filter((entry) => entry.variant === variant);
    for (let i = 0; i < togetherRounds; i += 1) {
      const withServer = ofVariant('with')[i % processes];
      const emptyServer = ofVariant('empty')[i % processes];
      const [withLoad, emptyLoad] = await Promise.all([
        load(withServer.url, cookie, seconds, connections, withServer.pid),
        load(emptyServer.url, cookie, seconds, connections, emptyServer.pid),
      ]);
      record(withServer, 'together', withLoad);
      record(emptyServer, 'together', emptyLoad);
      togetherRatios.push(withLoad.requestsPerSecond / emptyLoad.requestsPerSecond);
    }
    const summary = (variant: GuardVariant): VariantSummary => {
      const mine = rounds.filter((entry) => entry.variant === variant && entry.mode === 'alone');
      return {
        requestsPerSecond: round(median(mine.map((entry) => entry.requestsPerSecond)), 1),
        p50LatencyMs: median(mine.map((entry) => entry.p50LatencyMs)),
        cpuMsPerRequest: round(median(mine.map((entry) => entry.cpuMsPerRequest)), 3),
      };
    };
    const withGuard = summary('with');
    const emptySummary = summary('empty');
    if (rounds.some((entry) => entry.errors > 0)) {
      throw new Error(`guard load test had failed requests: ${JSON.stringify(rounds)}`);
    }
    return {
      route: GUARD_ROUTE,
      connections,
      secondsPerRound: seconds,
      processes,
      warmUpSeconds: warmUp,
      rounds,
      withGuard,
      withoutGuard: summary('without'),
      emptyMiddleware: { ...emptySummary, buildSeconds: round(build.seconds, 0), buildReused: build.reused },
      emptyRatios: emptyRatios.map((ratio) => round(ratio, 3)),
      pairRatios: pairRatios.map((ratio) => round(ratio, 3)),
      ratioAlone: round(median(pairRatios), 3),
      ratioCpu: round(emptySummary.cpuMsPerRequest / withGuard.cpuMsPerRequest, 3),
      ratioTogether: round(median(togetherRatios), 3),
      // The figure, as the budget is written: requests per second measured by the load generator,
      // against the same pages behind an empty Edge middleware.
      ratio: round(median(emptyRatios), 3),
    };
  } finally {
    await Promise.all(servers.map(({ server }) => server.stop()));
  }
}

if (require.main === module) {
  (async () => {
    const distArg = process.argv.indexOf('--dist-dir');
    if (distArg > 0) setBenchDistDir(process.argv[distArg + 1]);
    else if (!process.argv.includes('--no-build')) await buildApp();
    const result = await runGuardOverhead({
      quick: process.argv.includes('--quick'),
      log: (line) => console.log(`[guard] ${line}`),
    });
    console.log(JSON.stringify(result, null, 2));
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
