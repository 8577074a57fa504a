import 'server-only';

import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import { serverConfig, type ServerConfig } from '@/lib/server/config';
import { lockDataDir } from '@/lib/server/db/data-dir-lock';
import { DatabaseUnavailableError } from '@/lib/server/db/errors';
import * as schema from '@/lib/server/db/schema';
import { failureStreak } from '@/lib/server/log-streak';

/** The same queries run on PGlite and on node-postgres, so code sees only the common Postgres type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `db.execute(sql...)`: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/** Stops listening. */
export type Unlisten = () => Promise<void>;

/**
 * Listens to a NOTIFY channel: `onMessage` with each payload, `onLost` once if the listening connection
 * fails (notifications may then have been missed; listen again).
 */
export type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
  onLost: (error: unknown) => void,
) => Promise<Unlisten>;

interface OpenDatabase {
  db: Db;
  close: () => Promise<void>;
  listen: Listen;
}

/** What listeners are told when the database is closed (tests, scripts): listen again after reopening. */
export class DatabaseClosedError extends Error {
  constructor() {
    super('the database was closed');
  }
}

/** Closing the database also stops its listeners, each told so by `onLost`. */
function withListeners(db: Db, close: () => Promise<void>, listen: Listen): OpenDatabase {
  const active = new Set<{ unlisten: Unlisten; onLost: (error: unknown) => void }>();
  return {
    db,
    listen: async (channel, onMessage, onLost) => {
      const entry: { unlisten: Unlisten; onLost: (error: unknown) => void } = {
        unlisten: async () => {},
        onLost,
      };
      entry.unlisten = await listen(channel, onMessage, (error) => {
        active.delete(entry);
        onLost(error);
      });
      active.add(entry);
      return async () => {
        active.delete(entry);
        await entry.unlisten();
      };
    },
    close: async () => {
      for (const entry of active) {
        await entry.unlisten().catch(() => undefined);
        entry.onLost(new DatabaseClosedError());
      }
      active.clear();
      await close();
    },
  };
}

// Kept on globalThis so that Next's dev reloads reuse the one database (PGlite allows one opener
// per data folder) instead of opening another per reloaded module.
const store = globalThis as typeof globalThis & { __fleetdeckDb?: Promise<OpenDatabase> };

// Any constant will do: it only has to be the same for every console instance sharing a database.
const MIGRATION_LOCK_ID = 4_242_001;
const idleClients = failureStreak('database connections', 'idle connections to PostgreSQL failed');

/** The Next server, jest and the scripts all run from the project root. */
function migrationsFolder(): string {
  return path.join(process.cwd(), 'drizzle');
}

// A new in-memory database starts empty, or from a copy of a migrated one when given: the backend's
// tests start each file's database from one copy made once per run (test/server/pglite-seed.ts), which
// saves each file the seconds PGlite takes to create a cluster. Migrations still run on it (none left).
let memorySeed: Blob | undefined;

/** Starts every in-memory database opened after this from `seed` (a PGlite dumpDataDir), or empty. */
export function seedMemoryDatabases(seed: Blob | undefined): void {
  memorySeed = seed;
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
      client = await PGlite.create({ extensions, ...(memorySeed && { loadDataDir: memorySeed }) });
    }
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const opened = client;
    const close = async () => {
      try {
        await opened.close();
      } finally {
        await unlock();
      }
    };
    // One process holds the folder: its own connection hears its own notifications.
    return withListeners(db, close, async (channel, onMessage) => opened.listen(channel, onMessage));
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
  // An idle client losing its connection must not crash the process (the next query reports it); a
  // server going down ends them all at once: one line for the lot, one when a connection works again.
  pool.on('error', idleClients.failed).on('connect', idleClients.succeeded);
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
    return withListeners(
      drizzle({ client: pool, schema }),
      () => pool.end(),
      (channel, onMessage, onLost) => listenPostgres(url, channel, onMessage, onLost),
    );
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}

/** A connection of its own (a pool's would be handed to queries), dropped when it fails. */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onLost: (error: unknown) => void,
): Promise<Unlisten> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  let ended = false;
  let established = false;
  const lost = (error: unknown) => {
    if (ended) return;
    ended = true;
    client.end().catch(() => undefined);
    if (established) onLost(error); // before that, the rejection below reports it
  };
  client.on('error', lost);
  client.on('end', () => lost(new Error('the listening connection ended')));
  client.on('notification', (message) => {
    if (message.channel === channel) onMessage(message.payload ?? '');
  });
  const listening = client.connect().then(() => client.query(`listen "${channel.replaceAll('"', '""')}"`));
  await listening.catch((error: unknown) => {
    lost(error);
    throw error;
  });
  established = true;
  return async () => {
    ended = true;
    await client.end().catch(() => undefined);
  };
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

/** Whether this process has opened (or is opening) its database. */
export function dbOpened(): boolean {
  return store.__fleetdeckDb !== undefined;
}

/** Listens to a NOTIFY channel of the process's database (see Listen). */
export async function listenDb(...args: Parameters<Listen>): Promise<Unlisten> {
  await getDb();
  const opened = await store.__fleetdeckDb!;
  return opened.listen(...args);
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
