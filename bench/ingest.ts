/**
 * Figure 5: heartbeat ingest at fleet scale. 32 connections of autocannon (bench/lib/load.ts) in this
 * process send heartbeats of 100,000 distinct devices of one app (ids counted from 0, so mostly first
 * sightings at the start) to `npm start`'s server (dist/server.js), with the per-device limit at its
 * default and the app's quota set high enough never to refuse, so that counting both costs what it costs.
 * Once on the embedded database (PGlite), once on PostgreSQL (DATABASE_URL, or a throwaway cluster from
 * the machine's server binaries). Beside them, the same load against a bare Next.js route handler that
 * only parses the JSON and answers 202: the floor the ratio is taken to. Each run: a short warm-up, then
 * the measured seconds; accepted/s is 202 answers over those seconds, latencies are of every answer.
 *
 * Alone: `npx tsx --conditions=react-server bench/ingest.ts [--quick] [--no-build]`.
 */
import { BENCH_SERVER_ENV, createApp, signUpCustomer } from './lib/accounts';
import { BARE_ROUTE_PATH, buildApp, buildBare } from './lib/build';
import { postLoad, type LoadResult } from './lib/load';
import { PORTS } from './lib/paths';
import { scratchDir } from './lib/scratch';
import { startServer } from './lib/server';
import { round } from './lib/stats';
import { startTempPostgres } from './lib/temp-postgres';
import type { TempPostgres } from '../scripts/lib/temp-postgres';

export const INGEST_DEVICES = 100_000;
export const INGEST_CONNECTIONS = 32;

export interface IngestRun {
  database: 'pglite' | 'postgres' | 'floor';
  seconds: number;
  accepted: number;
  acceptedPerSecond: number;
  /** Answers other than 202, by status. */
  refused: Record<string, number>;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export interface IngestResult {
  devices: number;
  connections: number;
  secondsPerRun: number;
  floor: IngestRun;
  runs: IngestRun[];
  /** Why a database was not measured. */
  skipped: Partial<Record<'postgres', string>>;
}

function runOf(database: IngestRun['database'], load: LoadResult): IngestRun {
  const { 202: accepted = 0, ...refused } = load.byStatus;
  return {
    database,
    seconds: load.seconds,
    accepted,
    acceptedPerSecond: round(accepted / load.seconds, 0),
    refused,
    errors: load.errors,
    p50Ms: load.p50Ms,
    p95Ms: load.p95Ms,
    p99Ms: load.p99Ms,
  };
}

const beat = (n: number) => ({
  deviceId: `bench-${String(n % INGEST_DEVICES).padStart(6, '0')}`,
  platform: 'android',
  model: 'Pixel 8',
  osVersion: '15',
  sdkVersion: '2.4.0',
  appVersion: '1.0.0',
  // Attributes in every beat (docs/product.md, Attributes and tags), as a fleet that slices by them sends.
  attributes: { store: `store-${n % 50}`, region: 'eu-west', 'hw.rev': 3, kiosk: n % 2 === 0 },
});

async function measureFloor(seconds: number, warmUp: number): Promise<IngestRun> {
  const { dir } = await buildBare({ reuse: true });
  const server = await startServer({ port: PORTS.bare, cwd: dir, readyPath: '/', label: 'ingest-floor' });
  try {
    const load = { url: server.url, path: BARE_ROUTE_PATH, body: beat, connections: INGEST_CONNECTIONS };
    await postLoad({ ...load, seconds: warmUp });
    return runOf('floor', await postLoad({ ...load, seconds }));
  } finally {
    await server.stop();
  }
}

async function measureConsole(
  database: 'pglite' | 'postgres',
  databaseUrl: string | undefined,
  seconds: number,
  warmUp: number,
): Promise<IngestRun> {
  const server = await startServer({
    port: PORTS.ingest,
    label: `ingest-${database}`,
    customServer: true,
    env: {
      ...BENCH_SERVER_ENV,
      DATA_DIR: scratchDir(`ingest-${database}`),
      DATABASE_URL: databaseUrl,
      // The app's quota is counted, high enough never to refuse; the per-device limit is the default.
      HEARTBEAT_RATE_LIMIT: '1000000000/1m',
      DEVICE_HEARTBEAT_RATE_LIMIT: undefined,
    },
  });
  try {
    const customer = await signUpCustomer(server.url);
    const app = await createApp(server.url, customer.sessionToken);
    const load = {
      url: server.url,
      path: '/api/v1/devices/heartbeat',
      headers: { 'x-app-key': app.appKey },
      body: beat,
      connections: INGEST_CONNECTIONS,
    };
    const warm = await postLoad({ ...load, seconds: warmUp });
    return runOf(database, await postLoad({ ...load, seconds, firstN: warm.nextN }));
  } finally {
    await server.stop();
  }
}

export async function runIngest(options: {
  quick: boolean;
  log?: (line: string) => void;
}): Promise<IngestResult> {
  const log = options.log ?? (() => undefined);
  const seconds = options.quick ? 4 : 20;
  const warmUp = options.quick ? 1 : 3;
  const say = (run: IngestRun) =>
    log(
      `${run.database}: ${run.acceptedPerSecond}/s accepted, p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms, ` +
        `p99 ${run.p99Ms} ms, refused ${JSON.stringify(run.refused)}, errors ${run.errors}`,
    );
  const floor = await measureFloor(seconds, warmUp);
  say(floor);
  const runs: IngestRun[] = [];
  runs.push(await measureConsole('pglite', undefined, seconds, warmUp));
  say(runs[0]);
  const skipped: IngestResult['skipped'] = {};
  let url = process.env.DATABASE_URL;
  let temp: TempPostgres | null = null;
  if (!url) {
    try {
      temp = await startTempPostgres();
      url = temp.url;
    } catch (error) {
      skipped.postgres = error instanceof Error ? error.message : String(error);
      log(`postgres: not measured (${skipped.postgres})`);
    }
  }
  if (url) {
    try {
      runs.push(await measureConsole('postgres', url, seconds, warmUp));
      say(runs[1]);
    } finally {
      await temp?.stop();
    }
  }
  return {
    devices: INGEST_DEVICES,
    connections: INGEST_CONNECTIONS,
    secondsPerRun: seconds,
    floor,
    runs,
    skipped,
  };
}

if (require.main === module) {
  (async () => {
    if (!process.argv.includes('--no-build')) await buildApp();
    const result = await runIngest({
      quick: process.argv.includes('--quick'),
      log: (line) => console.log(`[ingest] ${line}`),
    });
    console.log(JSON.stringify(result, null, 2));
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
