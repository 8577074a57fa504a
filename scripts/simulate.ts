/**
 * `npm run simulate -- --devices N`: simulated devices sending real heartbeats to a running console
 * through its public ingest API, so the online counts move live.
 *
 * Options:
 *   --devices N       how many devices (default 100)
 *   --url URL         the console (default http://127.0.0.1:$PORT, PORT 3000); only this URL is called
 *   --app-key KEY     an app key to report for (repeatable); default: the demo customers' active apps,
 *                     found by signing in as the demo admin (see scripts/lib/simulator-apps.ts)
 *   --all-apps        every customer's active apps instead (not on a console with real customers)
 *   --interval S      seconds between two heartbeats of a device (default 30; the console's
 *                     per-device limit, 6/1m by default, refuses more than one every 10 s)
 *   --duration S      stop after S seconds (default: run until Ctrl+C)
 *   --rate R          at most R heartbeats per second overall
 *   --concurrency C   requests in flight at most (default 16)
 *   --rollout         a simulated release: devices start on 1.0.0 and 80% move to 1.1.0 over
 *                     --rollout-seconds (default 600); of those, 5% fall back to 1.0.0 two beats later
 *                     and 5% go silent right after updating (--rollout-from, --rollout-to: the versions)
 *   --outage          a simulated outage: every device reports `store` (store-1 to store-8); after
 *                     --outage-after seconds (default 60) half of --outage-store's devices (store-1) go
 *                     silent for --outage-seconds (default 300), then come back (scripts/lib/outage.ts)
 *
 * The first failure is printed with its reason; when the first heartbeats all fail with a network
 * error, 401 or 404 (no console there, a wrong key), it stops with exit code 1.
 */
import { serverConfig } from '@/lib/server/config';

import { parseSimulateArgs } from './lib/simulate-args';
import { formatCounts, runSimulator, type SimulatedApp } from './lib/simulator';
import { findSimulatedApps } from './lib/simulator-apps';

async function main(): Promise<void> {
  const args = parseSimulateArgs(process.argv.slice(2), process.env);
  const { url, devices, intervalSeconds, ratePerSecond } = args;

  let apps: SimulatedApp[];
  let source: string;
  if (args.appKeys.length) {
    apps = args.appKeys.map((appKey) => ({ appKey }));
    source = `${apps.length} given app keys`;
  } else {
    ({ apps, source } = await findSimulatedApps(url, process.env, serverConfig().dataDir, {
      allApps: args.allApps,
    }));
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
  if (args.rollout) {
    const { from, to, seconds } = args.rollout;
    console.log(`[simulate] rolling out ${to} over ${from} in ${seconds} s`);
  }
  if (args.outage) {
    const { store, after, seconds } = args.outage;
    console.log(`[simulate] an outage of half of ${store}'s devices after ${after} s, for ${seconds} s`);
  }
  for (const warning of args.warnings) console.warn(`[simulate] warning: ${warning}`);

  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const counts = await runSimulator({
    url,
    apps,
    devices,
    intervalSeconds,
    durationSeconds: args.durationSeconds,
    ratePerSecond,
    concurrency: args.concurrency,
    rollout: args.rollout,
    outage: args.outage,
    signal: controller.signal,
    onReport: (current) => console.log(`[simulate] ${formatCounts(current)}`),
    onFirstFailure: (reason) => console.warn(`[simulate] first failed heartbeat: ${reason}`),
  });
  console.log(`[simulate] stopped: ${formatCounts(counts)}`);
}

main().catch((error: unknown) => {
  console.error('[simulate] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
