import 'server-only';

import { ensureAdmin, type EnsureAdminOutcome } from '@/lib/server/auth/ensure-admin';
import { dummyPasswordHash } from '@/lib/server/auth/passwords';
import { serverConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { isDatabaseUnavailable, isDataDirInUse, withoutPasswords } from '@/lib/server/db/errors';
import { loadAppKeys } from '@/lib/server/ingest/app-key-cache';
import { startBackgroundJobs } from '@/lib/server/jobs/registry';
import { log } from '@/lib/server/log';
import { embeddedStorageProblem } from '@/lib/server/storage-check';
import { settings } from '@/lib/settings/server';
import { signUpSchema } from '@/lib/validations/auth';
import { fieldErrors } from '@/lib/validations/issues';

/**
 * The Node.js server's start: checks the settings, opens the reference backend's database, applies
 * pending migrations and makes sure the operator's admin exists (`instrumentation.ts` calls it).
 *
 * An invalid setting, or a DATA_DIR another process holds, stops the server (exit code 1) with a
 * one-line reason: serving would only answer every API call with an error. A database that cannot be
 * reached does not: the server stays up, /api/health answers 503 and each call tries it again.
 */
export async function startUp(): Promise<void> {
  let config;
  try {
    config = serverConfig();
  } catch (error) {
    return stop(`invalid setting: ${messageOf(error)}`);
  }
  const storage = await embeddedStorageProblem(config);
  if (storage) {
    // The pages still serve (they may use another console's API); the API answers 503.
    bootstrapLog().error(`the embedded database cannot work here: ${storage}`);
    return;
  }
  try {
    const { database, admin } = await bootstrap();
    bootstrapLog().info(`${database} database ready`);
    if (admin) bootstrapLog().info(`admin ${admin.email}: ${admin.outcome}`);
    // Every app key in memory before the first heartbeat (heartbeats start it otherwise, and retry it).
    void loadAppKeys().catch(() => undefined);
  } catch (error) {
    if (!isDatabaseUnavailable(error) || isDataDirInUse(error)) {
      return stop(`start-up failed: ${withoutPasswords(messageOf(error))}`);
    }
    bootstrapLog().error(
      `${messageOf(error)}; serving anyway: /api/health answers 503 and each call tries again`,
    );
  }
  // Background work on timers (lib/server/jobs/registry.ts), unless BACKGROUND_JOBS=off leaves it to
  // the cron routes; a database down now is tried again at the next run.
  startBackgroundJobs();
}

/** The first line: a database error's message says why in one line (lib/server/db/errors.ts). */
function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}

function bootstrapLog() {
  return log().child({ component: 'bootstrap' });
}

function stop(reason: string): void {
  bootstrapLog().fatal(reason);
  process.exit(1);
}

export interface BootstrapResult {
  database: 'pglite' | 'postgres';
  /** Null when ADMIN_EMAIL and ADMIN_PASSWORD are not both set. */
  admin: { email: string; outcome: EnsureAdminOutcome } | null;
}

/**
 * Start-up work, safe to run any number of times: checks the settings, opens the database and applies
 * pending migrations, and makes sure the operator's admin (ADMIN_EMAIL, ADMIN_PASSWORD) exists.
 * Throws with a clear message when a setting is invalid or the database cannot be opened.
 */
export async function bootstrap(): Promise<BootstrapResult> {
  const config = serverConfig();
  await getDb();
  // Computed now so that the first sign-in with an unknown email is not slower than the others.
  await dummyPasswordHash();
  if (!config.admin) {
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = settings();
    if (ADMIN_EMAIL || ADMIN_PASSWORD) {
      bootstrapLog().warn('ADMIN_EMAIL and ADMIN_PASSWORD must both be set to create the admin; skipped.');
    }
    return { database: config.database.kind, admin: null };
  }
  // The admin's credentials follow the same rules as anyone's: a valid email and a long enough password.
  const checked = await signUpSchema.safeParseAsync({ name: 'Administrator', ...config.admin });
  if (!checked.success) {
    const problems = Object.entries(fieldErrors(checked.error))
      .map(([field, message]) => `${field}: ${message}`)
      .join(', ');
    throw new Error(`ADMIN_EMAIL / ADMIN_PASSWORD are not valid (${problems})`);
  }
  const { user, outcome } = await ensureAdmin(config.admin.email, config.admin.password);
  return { database: config.database.kind, admin: { email: user.email, outcome } };
}
