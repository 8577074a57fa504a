import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

interface Journal {
  entries: { tag: string }[];
}

/**
 * An in-memory PGlite database migrated up to and including `tag` (a file of drizzle/ without `.sql`),
 * then on to the newest: for a test that seeds a database at the version before a migration and
 * checks that migrating it loses nothing.
 */
export async function databaseAtMigration(tag: string) {
  const source = path.join(process.cwd(), 'drizzle');
  const journal = JSON.parse(readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag} in drizzle/meta/_journal.json`);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'fd-migrations-'));
  cpSync(source, folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }),
  );
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: folder });
  rmSync(folder, { recursive: true, force: true });
  return {
    client,
    /** Rows of a query, as plain objects. */
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    /** Applies every later migration, as a server's start does. */
    migrateToLatest: () => migrate(db, { migrationsFolder: source }),
    close: () => client.close(),
  };
}
