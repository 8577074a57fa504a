/**
 * `npm run demo`: the console with its reference backend on this machine, in one command.
 * Builds if the last build is missing or stale, prepares the database in DATA_DIR (migrations and the
 * admin account), fills it with demo data (idempotent, as `npm run seed:demo`), starts `next start` on
 * HOSTNAME:PORT (127.0.0.1:3000), says how to sign in, and then runs a light device simulator
 * (DEMO_SIMULATED_DEVICES [50], 0 = none) for the demo customers' apps, so online counts move live.
 * The data is written before the server starts, so DATA_DIR=memory:// is refused.
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { serverConfig } from '@/lib/server/config';
import { closeDb } from '@/lib/server/db/client';
import { bootstrap } from '@/lib/server/start-up';
import { resetSettings } from '@/lib/settings/define';

import { needsBuild } from './lib/build-freshness';
import { demoAdmin } from './lib/demo-admin';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMERS } from './lib/demo-data';
import { requireLastingDatabase } from './lib/demo-database';
import { seedDemo } from './lib/demo-seed';
import { buildNext, exitCodeOf, spawnServer, waitUntilHealthy } from './lib/next-process';
import { formatCounts, runSimulator } from './lib/simulator';
import { findSimulatedApps } from './lib/simulator-apps';

function simulatedDevices(): number {
  const raw = process.env.DEMO_SIMULATED_DEVICES?.trim() || '50';
  const devices = Number(raw);
  if (!Number.isInteger(devices) || devices < 0) {
    throw new Error(`DEMO_SIMULATED_DEVICES must be a whole number (0 for none), got "${raw}"`);
  }
  return devices;
}

/** A light simulator in this process; only problems are logged, the console's own log stays readable. */
async function simulate(base: string, devices: number, signal: AbortSignal): Promise<void> {
  try {
    const { apps, source } = await findSimulatedApps(base, process.env, serverConfig().dataDir);
    console.log(`[demo] simulating ${devices} devices of ${source}, one heartbeat each every 30 s`);
    let reported = 0;
    const counts = await runSimulator({
      url: base,
      apps,
      devices,
      intervalSeconds: 30,
      signal,
      onReport: (current) => {
        const problems = current.sent - current.accepted;
        if (problems > reported) console.warn(`[demo] simulator: ${formatCounts(current)}`);
        reported = problems;
      },
      onFirstFailure: (reason) => console.warn(`[demo] simulator: first failed heartbeat: ${reason}`),
    });
    console.log(`[demo] simulator stopped: ${formatCounts(counts)}`);
  } catch (error) {
    console.warn('[demo] simulator stopped:', error instanceof Error ? error.message : error);
  }
}

async function main(): Promise<number> {
  const root = process.cwd();
  // The server's log as readable lines rather than production's JSON, unless LOG_FORMAT says otherwise.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    LOG_FORMAT: process.env.LOG_FORMAT?.trim() || 'pretty',
  };
  const host = process.env.HOSTNAME?.trim() || '127.0.0.1';
  const port = process.env.PORT?.trim() || '3000';
  const devices = simulatedDevices();
  requireLastingDatabase(serverConfig(), 'npm run demo');

  if (await needsBuild(root)) {
    // The build's pages of output go to a log, printed only when it fails.
    const buildLog = path.join(os.tmpdir(), 'fleetdeck-demo-build.log');
    rmSync(buildLog, { force: true });
    console.log(
      `[demo] building the console (sources changed since the last build; its output: ${buildLog})...`,
    );
    await buildNext({ ...env, NODE_ENV: 'production' }, buildLog);
  }

  const admin = await demoAdmin(process.env, serverConfig().dataDir);
  env.ADMIN_EMAIL = process.env.ADMIN_EMAIL = admin.email;
  env.ADMIN_PASSWORD = process.env.ADMIN_PASSWORD = admin.password;
  // Settings are read from the environment once (lib/settings): read them again with the admin's.
  resetSettings();

  // Prepared here, before the server starts, so a database problem stops the demo with a clear message.
  // The database is closed again, which releases DATA_DIR's lock: one process per data folder.
  console.log('[demo] preparing the database...');
  const ready = await bootstrap();
  console.log(
    `[demo] ${ready.database} database ready, admin ${ready.admin?.email}: ${ready.admin?.outcome}`,
  );
  try {
    console.log('[demo] adding the demo data (skipped where it exists)...');
    const seeded = await seedDemo({ adminEmail: admin.email, password: admin.password });
    console.log(`[demo] ${seeded.apps} demo apps, ${seeded.devices} devices (${seeded.devicesCreated} new)`);
  } finally {
    await closeDb();
  }

  // No mail server in a demo: password reset emails are printed below instead (SMTP_URL=log), with
  // links to this console.
  if (!env.SMTP_URL?.trim()) {
    env.SMTP_URL = 'log';
    env.CONSOLE_URL ||= `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    console.log('[demo] password reset emails are printed here, not sent (SMTP_URL=log)');
  }
  const server = spawnServer(['--hostname', host, '--port', port], env);
  const exited = exitCodeOf(server);
  const simulator = new AbortController();
  const stop = (signal: NodeJS.Signals) => {
    simulator.abort();
    server.kill(signal);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (await waitUntilHealthy(`${base}/api/health`, server)) {
    const otherCustomers = DEMO_CUSTOMERS.map((customer) => customer.email)
      .filter((email) => email !== DEMO_CUSTOMER_EMAIL)
      .join(', ');
    const lines = [
      `Fleetdeck is running at ${base}`,
      `Sign in at ${base}/auth/signin with a demo account:`,
      `  admin:    ${admin.email}`,
      `  customer: ${DEMO_CUSTOMER_EMAIL} (more customers: ${otherCustomers})`,
      admin.generated
        ? `  password: ${admin.password} (all demo accounts)`
        : '  password: the ADMIN_PASSWORD you set (all demo accounts)',
      `Or sign up as a new customer at ${base}/auth/signup`,
      'Press Ctrl+C to stop.',
    ];
    console.log(`\n${lines.join('\n')}\n`);
    if (devices > 0) void simulate(base, devices, simulator.signal);
  } else if (server.exitCode === null) {
    console.warn(`[demo] ${base}/api/health did not answer yet; see the server output above.`);
  }
  const code = await exited;
  simulator.abort();
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[demo] failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
