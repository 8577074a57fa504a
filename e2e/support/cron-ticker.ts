import { E2E_BASE_URL, E2E_CRON_SECRET } from './env';

/**
 * The `next start` run's stand-in for Vercel Cron (playwright.next-start.config.ts, its global setup,
 * which Playwright runs once the servers answer): calls each cron route with `Authorization: Bearer
 * <CRON_SECRET>`, the alerts and the offline sweep every second (Vercel runs them each minute; a test
 * cannot wait that long), the retention jobs every 30 s, until the run ends. A call that fails is
 * reported and made again at its next turn.
 */
const JOBS = [
  { name: 'alerts', everyMs: 1000 },
  { name: 'offline-sweep', everyMs: 1000 },
  { name: 'audit-retention', everyMs: 30_000 },
  { name: 'device-history-retention', everyMs: 30_000 },
];

export default async function startCronTicker(): Promise<() => Promise<void>> {
  const timers = JOBS.map(({ name, everyMs }) => {
    let busy = false;
    return setInterval(async () => {
      // One call at a time per route: a slow run is not piled on.
      if (busy) return;
      busy = true;
      try {
        const response = await fetch(`${E2E_BASE_URL}/api/cron/${name}`, {
          headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` },
        });
        await response.arrayBuffer();
        if (!response.ok) console.error(`cron ticker: ${name} answered ${response.status}`);
      } catch (error) {
        console.error(`cron ticker: ${name} failed: ${error instanceof Error ? error.message : error}`);
      } finally {
        busy = false;
      }
    }, everyMs);
  });
  return async () => timers.forEach((timer) => clearInterval(timer));
}
