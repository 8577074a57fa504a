import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One migrated in-memory database per jest run, copied into each test file's (lib/server/db/client.ts,
 * seedMemoryDatabases): creating a PGlite cluster takes seconds, loading a copy a fraction of that.
 * jest's global setup makes the copy (or finds it, named after the migrations and PGlite's version);
 * setupTestDatabase (support.ts) loads it. Nothing else depends on it: without the copy, each file's
 * database is created and migrated as the server does it.
 */

const PREFIX = 'fleetdeck-jest-pglite-';
/** The variable through which the global setup hands the workers the copy's path. */
export const SEED_VARIABLE = 'FLEETDECK_TEST_PGLITE_SEED';

function seedPath(): string {
  const hash = createHash('sha256');
  const drizzle = path.join(process.cwd(), 'drizzle');
  for (const name of readdirSync(drizzle, { recursive: true, encoding: 'utf8' }).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json')) {
      hash.update(name).update(readFileSync(path.join(drizzle, name)));
    }
  }
  hash.update(readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json')));
  return path.join(os.tmpdir(), `${PREFIX}${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Makes the copy unless this migrations folder's is there already; returns its path. */
export async function makePgliteSeed(): Promise<string> {
  const target = seedPath();
  if (existsSync(target)) return target;
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: path.join(process.cwd(), 'drizzle') });
    const dump = await client.dumpDataDir('none');
    // Copies of older migrations go; the new one appears whole (a parallel run may be reading).
    for (const name of readdirSync(os.tmpdir())) {
      if (name.startsWith(PREFIX)) rmSync(path.join(os.tmpdir(), name), { force: true });
    }
    const partial = `${target}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, target);
  } finally {
    await client.close();
  }
  return target;
}

/** The copy the global setup made, if any, to start a test file's database from. */
export function loadPgliteSeed(): Blob | undefined {
  const file = process.env[SEED_VARIABLE];
  if (!file) return undefined;
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}
