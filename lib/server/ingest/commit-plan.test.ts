/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { escapeLiteral } from 'pg';

import { getDb, rowsOf } from '@/lib/server/db/client';
import { appForKey } from '@/lib/server/ingest/app-key-cache';
import { upsertStatement } from '@/lib/server/ingest/commit';
import { setupRouteTest } from '@/test/api-route';

const { appOf, signedIn } = setupRouteTest();

/**
 * Devices in the table when the plan is made: as plain joins, the planner read them all below ~20,000.
 * The apps, a few hundred at most, may be read whole (a page or two): the plan for them is made again
 * when their statistics change, as PostgreSQL does for a kept statement after an ANALYZE.
 */
const DEVICES = 5_000;

/**
 * The generic plan of the group commit's prepared statement, made over a devices table of a fleet's size
 * with its statistics gathered (so the planner sees it as it is, whatever other tests left in the
 * database). Everything happens in one transaction, rolled back: the devices go, and the prepared
 * statement (which outlives a rollback) is deallocated whatever happens.
 */
async function genericPlan({ analyze }: { analyze: boolean }): Promise<string> {
  const app = (await appForKey((await appOf(await signedIn())).appKey))!;
  const statement = upsertStatement([{ app, input: { deviceId: 'plan-probe' } }], {
    limit: 6,
    windowMs: 60_000,
  });
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  const values = params.map((value) => (typeof value === 'string' ? escapeLiteral(value) : String(value)));
  const db = await getDb();
  const rollback = new Error('rolled back');
  let plan = '';
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`
        insert into devices (org_id, app_id, device_id)
        select ${app.orgId}, ${app.id}, 'fleet-' || n from generate_series(1, ${DEVICES}::int) as n`);
      if (analyze) await tx.execute(sql`analyze devices, apps`);
      await tx.execute(sql.raw(`prepare commit_plan_probe as ${text}`));
      try {
        const rows = await tx.transaction(async (inner) => {
          await inner.execute(sql`set local plan_cache_mode = force_generic_plan`);
          return rowsOf<{ 'QUERY PLAN': string }>(
            await inner.execute(sql.raw(`explain execute commit_plan_probe(${values.join(', ')})`)),
          );
        });
        plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await tx.execute(sql`deallocate commit_plan_probe`);
      }
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return plan;
}

describe('the group commit’s statement', () => {
  it('looks each beat’s device up by key, never by reading every device', async () => {
    const plan = await genericPlan({ analyze: true });
    expect(plan).toMatch(/Index Scan using devices_pkey on devices/);
    expect(plan).not.toMatch(/Seq Scan on devices\b/);
  });

  it('keeps that lookup on a table the planner has no statistics of yet (a new console under load)', async () => {
    // The primary key and the per-app index both serve (org_id, app_id, device_id) at the same estimated
    // cost then, and PostgreSQL takes the newer index: the migration creates the primary key last.
    const plan = await genericPlan({ analyze: false });
    expect(plan).toMatch(/Index Scan using devices_pkey on devices/);
    expect(plan).not.toMatch(/devices_app_last_seen_idx/);
  });
});
