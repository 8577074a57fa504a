/**
 * `npx tsx --conditions=react-server scripts/audit-scale.ts [rows]`: the audit log's page and export
 * queries timed on a PostgreSQL audit log of `rows` entries (default 1,000,000), seeded with
 * generate_series over a year, 2,000 customers and every action. It uses TEST_DATABASE_URL (a
 * throwaway database: it adds a million rows) or starts a throwaway cluster. Prints the median of
 * five runs per query; the figures are in docs/product.md (Audit log).
 */
import { sql } from 'drizzle-orm';

import { AUDIT_ACTIONS } from '@/lib/api/contract/audit';
import { exportAuditCsv } from '@/lib/server/audit/export';
import { listAudit } from '@/lib/server/audit/list';
import { parseAuditQuery } from '@/lib/server/audit/query';
import { closeDb, getDb, rowsOf } from '@/lib/server/db/client';

import { startTempPostgres, type TempPostgres } from './lib/temp-postgres';

const CUSTOMERS = 2000;

async function seed(rows: number): Promise<string> {
  const db = await getDb();
  const actions = sql.raw(`array[${AUDIT_ACTIONS.map((action) => `'${action}'`).join(',')}]`);
  await db.execute(sql`
    insert into audit_log (at, actor_id, actor_name, actor_email, actor_role, action, target_kind,
                           target_id, target_label, org_id, summary, ip, user_agent)
    select now() - (i * (365.0 * 86400 / ${rows})) * interval '1 second',
           ('00000000-0000-4000-8000-' || lpad((i % ${CUSTOMERS})::text, 12, '0'))::uuid,
           'Customer ' || (i % ${CUSTOMERS}), 'customer' || (i % ${CUSTOMERS}) || '@example.com', 'customer',
           (${actions})[1 + ((i::bigint * 7919) % ${AUDIT_ACTIONS.length})::int], 'app', md5(i::text), 'App ' || (i % 50000),
           ('00000000-0000-4000-8000-' || lpad((i % ${CUSTOMERS})::text, 12, '0'))::uuid,
           '[]'::jsonb, '10.0.0.1', 'scale'
    from generate_series(1, ${rows}) as i`);
  await db.execute(sql`vacuum analyze audit_log`);
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from audit_log`));
  return `${n} entries`;
}

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return Math.round(times.sort((a, b) => a - b)[2]);
}

async function main() {
  const rows = Number(process.argv[2] ?? 1_000_000);
  let server: TempPostgres | null = null;
  const url = process.env.TEST_DATABASE_URL ?? (server = await startTempPostgres()).url;
  process.env.DATABASE_URL = url;
  process.env.DB_STATEMENT_TIMEOUT_MS = 'off';
  try {
    const seedStart = performance.now();
    console.log(`seeded ${await seed(rows)} in ${Math.round((performance.now() - seedStart) / 1000)} s`);
    const customer = { orgId: '00000000-0000-4000-8000-000000000042' };
    const cases: [string, string, { orgId?: string }][] = [
      ['admin, page 1', '', {}],
      ['admin, page 400 (offset 9,975)', 'page=400', {}],
      ['admin, page 20,000 (offset 499,975)', 'page=20000', {}],
      ['admin, action filter', 'action=app.suspend', {}],
      ['admin, actor filter', 'actor=customer1234@', {}],
      ['admin, target filter', 'target=App 4242', {}],
      ['admin, last 7 days', `from=${new Date(Date.now() - 7 * 86_400_000).toISOString()}`, {}],
      ['customer, page 1', '', customer],
      ['customer, page 20', 'page=20', customer],
      ['customer, search', 'q=App 42', customer],
    ];
    for (const [label, query, scope] of cases) {
      const parsed = parseAuditQuery(new URLSearchParams(query));
      const result = await listAudit(parsed, scope);
      const ms = await median(() => listAudit(parsed, scope));
      console.log(`${label}: ${ms} ms (total ${result.total}${result.totalIsEstimate ? ', estimated' : ''})`);
    }
    for (const [label, query, scope] of [
      ['export, one customer', '', customer],
      ['export, one action, everyone', 'action=app.suspend', {}],
    ] as const) {
      const filters = parseAuditQuery(new URLSearchParams(query));
      const start = performance.now();
      let bytes = 0;
      const reader = exportAuditCsv(filters, scope).getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        bytes += chunk.value.length;
      console.log(`${label}: ${Math.round(performance.now() - start)} ms, ${Math.round(bytes / 1024)} KiB`);
    }
  } finally {
    await closeDb();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
