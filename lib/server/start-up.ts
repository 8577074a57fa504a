import { bootstrap } from '@/lib/server/bootstrap';
import { serverConfig } from '@/lib/server/config';
import { isDatabaseUnavailable, isDataDirInUse, withoutPasswords } from '@/lib/server/db/errors';

/**
 * The Node.js server's start: checks the settings, opens the reference backend's database, applies
 * pending migrations and makes sure the operator's admin exists (`instrumentation.ts` calls it).
 *
 * An invalid setting, or a DATA_DIR another process holds, stops the server (exit code 1) with a
 * one-line reason: serving would only answer every API call with an error. A database that cannot be
 * reached does not: the server stays up, /api/health answers 503 and each call tries it again.
 */
export async function startUp(): Promise<void> {
  try {
    serverConfig();
  } catch (error) {
    return stop(`invalid setting: ${messageOf(error)}`);
  }
  try {
    const { database, admin } = await bootstrap();
    console.log(`[bootstrap] ${database} database ready`);
    if (admin) console.log(`[bootstrap] admin ${admin.email}: ${admin.outcome}`);
  } catch (error) {
    if (!isDatabaseUnavailable(error) || isDataDirInUse(error)) {
      return stop(`start-up failed: ${withoutPasswords(messageOf(error))}`);
    }
    console.error(
      `[bootstrap] ${messageOf(error)}; serving anyway: /api/health answers 503 and each call tries again`,
    );
  }
}

/** The first line: a database error's message says why in one line (lib/server/db/errors.ts). */
function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}

function stop(reason: string): void {
  console.error(`[bootstrap] ${reason}`);
  process.exit(1);
}
