/**
 * `npm run seed:demo`: demo accounts, apps, a few thousand devices and 30 days of history in the
 * database of DATA_DIR (or DATABASE_URL). Safe to run again: nothing is duplicated, and the usual
 * share of devices comes online again. With the embedded database (PGlite), stop the console first:
 * only one process may open a data folder at a time (the seed refuses while a console answers on
 * 127.0.0.1:PORT; `--force` skips that check).
 *
 * Accounts: the demo admin (ADMIN_EMAIL or admin@example.com) and customer@example.com, plus two more
 * customers, all with one password: ADMIN_PASSWORD, or the one generated once into
 * DATA_DIR/demo-admin.txt (the same file `npm run demo` uses).
 */
import { serverConfig } from '@/lib/server/config';
import { closeDb } from '@/lib/server/db/client';

import { demoAdmin } from './lib/demo-admin';
import { seedDemo } from './lib/demo-seed';

/** Whether a console answers on this machine's PORT (it would hold the embedded database open). */
async function consoleRunning(): Promise<string | null> {
  const url = `http://127.0.0.1:${process.env.PORT?.trim() || '3000'}`;
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1500) });
    return response.ok ? url : null;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const config = serverConfig();
  if (config.database.kind === 'pglite' && config.dataDir && !process.argv.includes('--force')) {
    const running = await consoleRunning();
    if (running) {
      throw new Error(
        `a console is running at ${running}. The embedded database can be opened by one process only: ` +
          'stop the console first (or pass --force if it uses another database).',
      );
    }
  }
  const admin = await demoAdmin(process.env, config.dataDir);
  const started = Date.now();
  console.log(`[seed] seeding the ${config.database.kind} database...`);
  try {
    const summary = await seedDemo({ adminEmail: admin.email, password: admin.password });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `[seed] done in ${seconds} s: ${summary.apps} apps, ${summary.devices} devices ` +
        `(${summary.devicesCreated} new, ${summary.activityRows} hours of activity added)`,
    );
    console.log('\nDemo accounts:');
    for (const account of summary.accounts) console.log(`  ${account.role.padEnd(8)} ${account.email}`);
    console.log(admin.generated ? `  password: ${admin.password}` : '  password: the ADMIN_PASSWORD you set');
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error('[seed] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
