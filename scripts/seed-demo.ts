/**
 * `npm run seed:demo`: demo accounts, apps, a few thousand devices and 30 days of history in the
 * database of DATA_DIR (or DATABASE_URL). Safe to run again: nothing is duplicated, and the usual
 * share of devices comes online again. With the embedded database (PGlite), stop the console first:
 * only one process may open a data folder at a time (the seed says which process holds it).
 * DATA_DIR=memory:// is refused: the data would be gone when the seed ends.
 *
 * Accounts: the demo admin (ADMIN_EMAIL or admin@example.com) and customer@example.com, plus two more
 * customers, all with one password: ADMIN_PASSWORD, or the one generated once into
 * DATA_DIR/demo-admin.txt (the same file `npm run demo` uses).
 */
import { serverConfig } from '@/lib/server/config';
import { closeDb } from '@/lib/server/db/client';

import { demoAdmin } from './lib/demo-admin';
import { requireLastingDatabase } from './lib/demo-database';
import { seedDemo } from './lib/demo-seed';

async function main(): Promise<void> {
  const config = serverConfig();
  requireLastingDatabase(config, 'npm run seed:demo');
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
