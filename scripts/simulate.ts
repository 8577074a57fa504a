/**
 * `npm run simulate -- --devices N`: simulated devices sending real heartbeats to a running console
 * through its public ingest API, so the online counts move live.
 *
 * Options:
 *   --devices N       how many devices (default 100)
 *   --url URL         the console (default http://127.0.0.1:$PORT, PORT 3000); only this URL is called
 *   --app-key KEY     an app key to report for (repeatable); default: every active app, found by
 *                     signing in as the demo admin (see scripts/lib/simulator-apps.ts)
 *   --interval S      seconds between two heartbeats of a device (default 30)
 *   --duration S      stop after S seconds (default: run until Ctrl+C)
 *   --rate R          at most R heartbeats per second overall
 *   --concurrency C   requests in flight at most (default 16)
 */
import { parseArgs } from 'node:util';

import { serverConfig } from '@/lib/server/config';

import { formatCounts, runSimulator, type SimulatedApp } from './lib/simulator';
import { findSimulatedApps } from './lib/simulator-apps';

function positive(name: string, raw: string | undefined, fallback?: number): number | undefined {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name} must be a positive number, got "${raw}"`);
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      devices: { type: 'string' },
      url: { type: 'string' },
      'app-key': { type: 'string', multiple: true },
      interval: { type: 'string' },
      duration: { type: 'string' },
      rate: { type: 'string' },
      concurrency: { type: 'string' },
    },
  });
  const url = (values.url ?? `http://127.0.0.1:${process.env.PORT?.trim() || '3000'}`).replace(/\/+$/, '');
  const devices = Math.floor(positive('devices', values.devices, 100)!);
  const intervalSeconds = positive('interval', values.interval, 30)!;
  const durationSeconds = positive('duration', values.duration);
  const ratePerSecond = positive('rate', values.rate);
  const concurrency = Math.floor(positive('concurrency', values.concurrency, 16)!);

  let apps: SimulatedApp[];
  let source: string;
  if (values['app-key']?.length) {
    apps = values['app-key'].map((appKey) => ({ appKey: appKey.trim() }));
    source = `${apps.length} given app keys`;
  } else {
    ({ apps, source } = await findSimulatedApps(url, process.env, serverConfig().dataDir));
  }

  const perSecond = devices / intervalSeconds;
  console.log(
    `[simulate] ${devices} devices of ${source} -> ${url}, one heartbeat each every ${intervalSeconds} s ` +
      `(${perSecond.toFixed(1)}/s${ratePerSecond && ratePerSecond < perSecond ? `, capped at ${ratePerSecond}/s` : ''})`,
  );
  if (ratePerSecond && ratePerSecond < perSecond) {
    console.warn(
      `[simulate] with the rate cap each device beats every ${(devices / ratePerSecond).toFixed(1)} s`,
    );
  }

  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const counts = await runSimulator({
    url,
    apps,
    devices,
    intervalSeconds,
    durationSeconds,
    ratePerSecond,
    concurrency,
    signal: controller.signal,
    onReport: (current) => console.log(`[simulate] ${formatCounts(current)}`),
  });
  console.log(`[simulate] stopped: ${formatCounts(counts)}`);
}

main().catch((error: unknown) => {
  console.error('[simulate] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
