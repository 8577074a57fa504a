import 'server-only';

import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import { serverConfig, type ServerConfig } from '@/lib/server/config';
import { lockDataDir } from '@/lib/server/db/data-dir-lock';
import { DatabaseUnavailableError } from '@/lib/server/db/errors';
import * as schema from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';

/** The same queries run on PGlite and on node-postgres, so code sees only the common Postgres type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `db.execute(sql...)`: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

interface OpenDatabase {
  db: Db;
  close: () => Promise<void>;
}

// Kept on globalThis so that Next's dev reloads reuse the one database (PGlite allows one opener
// per data folder) instead of opening another per reloaded module.
const store = globalThis as typeof globalThis & { __fleetdeckDb?: Promise<OpenDatabase> };

// Any constant will do: it only has to be the same for every console instance sharing a database.
const MIGRATION_LOCK_ID = 4_242_001;

/** The Next server, jest and the scripts all run from the project root. */
function migrationsFolder(): string {
  return path.join(process.cwd(), 'drizzle');
}

async function openPglite(dataDir: string | null): Promise<OpenDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // pg_trgm backs the device search index (migration 0001_pg_trgm); PGlite must load it on every open.
  const extensions = { pg_trgm };
  // PGlite takes no lock of its own; two processes on one folder would lose each other's writes.
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => undefined;
  let client: InstanceType<typeof PGlite> | undefined;
  try {
    if (dataDir) {
      const folder = path.resolve(dataDir, 'db');
      await mkdir(folder, { recursive: true });
      client = await PGlite.create(folder, { extensions });
    } else {
      client = await PGlite.create({ extensions });
    }
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const opened = client;
    return {
      db,
      close: async () => {
        try {
          await opened.close();
        } finally {
          await unlock();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    await unlock();
    throw error;
  }
}

async function openPostgres(url: string, statementTimeoutMs: number | null): Promise<OpenDatabase> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // A short connect timeout turns an unreachable server into a quick 503 rather than a hung request,
  // and the statement timeout (DB_STATEMENT_TIMEOUT_MS) does the same for a server that is too slow.
  const pool = new Pool({
    connectionString: url,
    connectionTimeoutMillis: 5000,
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', (error) => log().error({ err: error }, 'idle PostgreSQL client error'));
  try {
    // Several console instances may start at once against one database: a session-level advisory
    // lock on one connection lets exactly one of them apply the pending migrations.
    const connection = await pool.connect();
    try {
      // Waiting for another instance's migrations, or building an index on a big table, may take
      // longer than a request's statement timeout.
      await connection.query('set statement_timeout = 0');
      await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrate(drizzle({ client: connection, schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      await connection.query('reset statement_timeout').catch(() => undefined);
      connection.release();
    }
    return { db: drizzle({ client: pool, schema }), close: () => pool.end() };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}

function open({ database, statementTimeoutMs }: ServerConfig): Promise<OpenDatabase> {
  return database.kind === 'postgres'
    ? openPostgres(database.url, statementTimeoutMs)
    : openPglite(database.dataDir);
}

/**
 * The process's database, opened and migrated on first use. A failed opening is forgotten, so a
 * later call tries again (the database may come back), and is reported as DatabaseUnavailableError.
 */
export async function getDb(): Promise<Db> {
  if (!store.__fleetdeckDb) {
    const opening = open(serverConfig()).catch((error: unknown) => {
      if (store.__fleetdeckDb === opening) store.__fleetdeckDb = undefined;
      throw new DatabaseUnavailableError(error);
    });
    store.__fleetdeckDb = opening;
  }
  return (await store.__fleetdeckDb).db;
}

/** Resolves when the database answers a query (the health check); throws as getDb() and queries do. */
export async function pingDatabase(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`select 1`);
}

/** Closes the database (tests, scripts); the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const opening = store.__fleetdeckDb;
  store.__fleetdeckDb = undefined;
  if (!opening) return;
  const database = await opening.catch(() => null);
  await database?.close();
}
