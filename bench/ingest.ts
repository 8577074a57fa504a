/**
 * Figure 5: heartbeats per second the console accepts on the embedded database (PGlite), sent by the
 * project's own device simulator (scripts/lib/simulator.ts) through the public ingest API, with the
 * per-app rate limit off and no rate cap on the simulator: as fast as the server answers, 16 requests
 * in flight. 1,000 devices of one app, so after the first round each beat updates a known device (the
 * steady state). A warm-up run comes first; the figure is accepted beats over the measured seconds.
 *
 * Alone: `npx tsx bench/ingest.ts [--quick] [--no-build]`.
 */
import { runSimulator } from '@/scripts/lib/simulator';

import { BENCH_SERVER_ENV, createApp, signUpCustomer } from './lib/accounts';
import { buildApp } from './lib/build';
import { PORTS } from './lib/paths';
import { scratchDir } from './lib/scratch';
import { startServer } from './lib/server';
import { median, round } from './lib/stats';

export interface IngestResult {
  devices: number;
  concurrency: number;
  secondsPerRound: number;
  rounds: { accepted: number; refused: Record<number, number>; errors: number; perSecond: number }[];
  acceptedPerSecond: number;
}

export async function runIngest(options: {
  quick: boolean;
  log?: (line: string) => void;
}): Promise<IngestResult> {
  const log = options.log ?? (() => undefined);
  const devices = 1000;
  const concurrency = 16;
  const seconds = options.quick ? 4 : 10;
  const roundsWanted = options.quick ? 1 : 3;
  const server = await startServer({
    port: PORTS.ingest,
    label: 'ingest',
    env: { ...BENCH_SERVER_ENV, DATA_DIR: scratchDir('ingest-data') },
  });
  try {
    const customer = await signUpCustomer(server.url);
    const app = await createApp(server.url, customer.sessionToken);
    const simulate = (durationSeconds: number) =>
      runSimulator({
        url: server.url,
        apps: [{ appKey: app.appKey, platform: 'android' }],
        devices,
        // Every device due every millisecond: the simulator sends as fast as the server answers.
        intervalSeconds: devices / 1_000_000,
        durationSeconds,
        concurrency,
      });
    // Warm-up: creates the devices and gets the code paths compiled.
    await simulate(options.quick ? 2 : 4);
    const rounds: IngestResult['rounds'] = [];
    for (let i = 0; i < roundsWanted; i += 1) {
      const started = performance.now();
      const counts = await simulate(seconds);
      const elapsed = (performance.now() - started) / 1000;
      const perSecond = round(counts.accepted / elapsed, 1);
      rounds.push({ accepted: counts.accepted, refused: counts.refused, errors: counts.errors, perSecond });
      log(`round ${i + 1}: ${counts.accepted} accepted in ${round(elapsed, 1)} s = ${perSecond}/s`);
      if (counts.errors > 0 || Object.keys(counts.refused).length > 0) {
        throw new Error(`ingest had refused or failed beats: ${JSON.stringify(counts)}`);
      }
    }
    return {
      devices,
      concurrency,
      secondsPerRound: seconds,
      rounds,
      acceptedPerSecond: round(median(rounds.map((entry) => entry.perSecond)), 1),
    };
  } finally {
    await server.stop();
  }
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
