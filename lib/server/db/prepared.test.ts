/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';

import { getDb, rowsOf } from '@/lib/server/db/client';
import { executePrepared } from '@/lib/server/db/prepared';
import { setupTestDatabase } from '@/test/server/support';

setupTestDatabase();

/** The prepared statements of the connection a query lands on (the pool hands back the last one used). */
async function preparedTexts(): Promise<string[]> {
  const db = await getDb();
  return rowsOf<{ statement: string }>(
    await db.execute(sql`select statement from pg_prepared_statements`),
  ).map((row) => row.statement);
}

describe('executePrepared', () => {
  it('answers rows as db.execute does, with each run’s own values', async () => {
    const db = await getDb();
    const run = (text: string, count: number) =>
      executePrepared(
        db,
        sql`select ${text}::text as text, ${count}::int + 1 as next, ${null}::text as none`,
      );
    expect(rowsOf(await run('first', 1))).toEqual([{ text: 'first', next: 2, none: null }]);
    expect(rowsOf(await run('second', 41))).toEqual([{ text: 'second', next: 42, none: null }]);
  });

  it('keeps values data: quotes, backslashes and SQL in a value come back as sent', async () => {
    const db = await getDb();
    const hostile = `it's \\' a'); drop table users; -- \\\\ "x" ünïcödé`;
    const rows = rowsOf<{ value: string; users: number }>(
      await executePrepared(
        db,
        sql`select ${hostile}::text as value, (select count(*)::int from users) as users`,
      ),
    );
    expect(rows[0].value).toBe(hostile);
    const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users`));
    expect(rows[0].users).toBe(n);
  });

  it('prepares each text once on a connection, and another text beside it', async () => {
    const db = await getDb();
    const marker = `prepared-probe-${Date.now()}`;
    for (const value of [1, 2, 3]) {
      await executePrepared(db, sql`select ${value}::int as value, ${marker}::text as marker`);
    }
    await executePrepared(db, sql`select ${marker}::text as marker, 'another' as text`);
    const texts = (await preparedTexts()).filter((text) => text.includes('::text as marker'));
    expect(texts.filter((text) => text.includes('::int as value'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes("'another'"))).toHaveLength(1);
  });
});
