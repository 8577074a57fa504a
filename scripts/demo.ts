/**
 * `npm run demo`: the console with its reference backend on this machine, in one command.
 * Builds if the last build is missing or stale, prepares the database in DATA_DIR (migrations and the
 * admin account), starts `next start` on HOSTNAME:PORT (127.0.0.1:3000) and says how to sign in.
 *
 * Later commands (demo data, device simulator) reuse scripts/lib and slot in between the database
 * preparation and the server start.
 */
import { bootstrap } from '@/lib/server/bootstrap';
import { serverConfig } from '@/lib/server/config';
import { closeDb } from '@/lib/server/db/client';

import { needsBuild } from './lib/build-freshness';
import { demoAdmin } from './lib/demo-admin';
import { buildNext, exitCodeOf, spawnNext, waitUntilHealthy } from './lib/next-process';

async function main(): Promise<number> {
  const root = process.cwd();
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const host = process.env.HOSTNAME?.trim() || '127.0.0.1';
  const port = process.env.PORT?.trim() || '3000';

  if (await needsBuild(root)) {
    console.log('[demo] building the console (sources changed since the last build)...');
    await buildNext({ ...env, NODE_ENV: 'production' });
  }

  const admin = await demoAdmin(process.env, serverConfig().dataDir);
  env.ADMIN_EMAIL = process.env.ADMIN_EMAIL = admin.email;
  env.ADMIN_PASSWORD = process.env.ADMIN_PASSWORD = admin.password;

  // Prepared here, before the server starts, so a database problem stops the demo with a clear message.
  // The database is closed again because PGlite allows one process per data folder.
  console.log('[demo] preparing the database...');
  const ready = await bootstrap();
  await closeDb();
  console.log(
    `[demo] ${ready.database} database ready, admin ${ready.admin?.email}: ${ready.admin?.outcome}`,
  );

  const server = spawnNext(['start', '--hostname', host, '--port', port], env);
  const exited = exitCodeOf(server);
  const stop = (signal: NodeJS.Signals) => server.kill(signal);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (await waitUntilHealthy(`${base}/api/health`, server)) {
    const lines = [
      `Fleetdeck is running at ${base}`,
      `Sign in as admin at ${base}/auth/signin`,
      `  email:    ${admin.email}`,
      admin.generated ? `  password: ${admin.password}` : '  password: the ADMIN_PASSWORD you set',
      `Or sign up as a customer at ${base}/auth/signup`,
      'Press Ctrl+C to stop.',
    ];
    console.log(`\n${lines.join('\n')}\n`);
  } else if (server.exitCode === null) {
    console.warn(`[demo] ${base}/api/health did not answer yet; see the server output above.`);
  }
  return exited;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[demo] failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
