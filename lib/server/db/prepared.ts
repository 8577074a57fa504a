import 'server-only';

import { createHash } from 'node:crypto';

import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { escapeLiteral } from 'pg';

import { databaseKind } from '@/lib/server/config';
import type { Db } from '@/lib/server/db/client';

/**
 * Runs a statement the process runs many times a second (the ingest's group commit) as a prepared
 * statement: the database parses and plans its text once per connection, not on every run. For the
 * group commit's statement that was a third of a small commit's time (docs/architecture.md, Path 3). Answers
 * what `db.execute` answers. A prepared statement may keep its plan as the tables grow (PostgreSQL plans
 * it again after an ANALYZE of them; PGlite, without autovacuum, does not), so its lookups in large
 * tables must go by key whatever their size (lib/server/ingest/commit.ts shows how).
 *
 * The statement's name comes from its text, so one text always has one name, in every copy of this
 * module (Next's bundle and the custom server's) and on every connection.
 * - PostgreSQL: node-postgres prepares a named statement on each pooled connection at its first use.
 * - PGlite: one connection, which takes no parameters for `EXECUTE`: the statement is prepared once with
 *   `PREPARE`, and each run passes its values as literals, quoted by node-postgres's `escapeLiteral`.
 */
const dialect = new PgDialect();

/** PGlite connections (by client) and the statements already prepared on each. */
const preparedOn = new WeakMap<object, Map<string, Promise<void>>>();

type Session = {
  prepareQuery: (
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    arrayMode: boolean,
  ) => { execute: () => Promise<unknown> };
};

function statementName(text: string): string {
  return `fleetdeck_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
}

/** A value as an SQL literal; the parameters of the statements run here are text, numbers or null. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return escapeLiteral(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  throw new TypeError(`a prepared statement's parameter of type ${typeof value}`);
}

/** Prepares `text` on this PGlite connection once; a failed preparation is tried again next time. */
function preparePglite(db: Db, client: object, name: string, text: string): Promise<void> {
  const statements = preparedOn.get(client) ?? new Map<string, Promise<void>>();
  preparedOn.set(client, statements);
  let preparing = statements.get(name);
  if (!preparing) {
    preparing = db
      .execute(sql.raw(`prepare ${name} as ${text}`))
      .then(() => undefined)
      .catch((error: unknown) => {
        // Prepared by another copy of this module on the same connection: the same text, so usable.
        if ((error as { code?: string }).code === '42P05') return;
        statements.delete(name);
        throw error;
      });
    statements.set(name, preparing);
  }
  return preparing;
}

/** Runs `query` as the prepared statement of its text (above). */
export async function executePrepared(db: Db, query: SQL): Promise<unknown> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = statementName(text);
  if (databaseKind() === 'postgres') {
    const session = (db as unknown as { _: { session: Session } })._.session;
    return session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
  }
  const client = (db as unknown as { $client: object }).$client;
  await preparePglite(db, client, name, text);
  const values = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
  return db.execute(sql.raw(`execute ${name}${values}`));
}
