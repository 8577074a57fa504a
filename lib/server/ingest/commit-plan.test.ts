/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { escapeLiteral } from 'pg';

import { getDb, rowsOf } from '@/lib/server/db/client';
import { appForKey } from '@/lib/server/ingest/app-keys';
import { upsertStatement } from '@/lib/server/ingest/commit';
import { setupRouteTest } from '@/test/api-route';

const { appOf, signedIn } = setupRouteTest();

/**
 * The plan the group commit's prepared statement keeps once the database settles on a generic one, as
 * it may while the tables are still small: the plan then stays as they grow to millions of devices.
 */
async function genericPlan(): Promise<string> {
  const app = (await appForKey((await appOf(await signedIn())).appKey))!;
  const statement = upsertStatement([{ app, input: { deviceId: 'plan-probe' } }], {
    limit: 6,
    windowMs: 60_000,
  });
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  const values = params.map((value) => (typeof value === 'string' ? escapeLiteral(value) : String(value)));
  const db = await getDb();
  // One connection (a transaction's) for the preparation, the setting and the plan. A prepared
  // statement outlives a rollback, so it is deallocated whatever happens; the plan is asked for inside a
  // savepoint, so a failure there leaves the transaction able to do that.
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare commit_plan_probe as ${text}`));
    try {
      const plan = await tx.transaction(async (inner) => {
        await inner.execute(sql`set local plan_cache_mode = force_generic_plan`);
        return rowsOf<{ 'QUERY PLAN': string }>(
          await inner.execute(sql.raw(`explain execute commit_plan_probe(${values.join(', ')})`)),
        );
      });
      return plan.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await tx.execute(sql`deallocate commit_plan_probe`);
    }
  });
}

describe('the group commit’s statement', () => {
  it('looks each beat’s device and app up by key, never by reading every device or app', async () => {
    const plan = await genericPlan();
    expect(plan).toMatch(/Index Scan using devices_pkey on devices/);
    expect(plan).toMatch(/Index (Only )?Scan using apps_pkey on apps/);
    expect(plan).not.toMatch(/Seq Scan on (devices|apps)\b/);
  });
});
