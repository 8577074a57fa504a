/**
 * Figure 3: what one page of the online-devices table costs the database, at 10k, 100k and 1M
 * devices. The devices are written straight into the tables with generate_series (the API would take
 * hours to take a million heartbeats), in one database grown in steps, and the page is asked for
 * through the very function the API route calls (listDevices in lib/server/domain/devices/list.ts): the
 * rows and the total, timed together, p50 and p95 over many runs after a warm-up. Each statement is
 * also run once under EXPLAIN ANALYZE, to show which indexes serve it and that nothing reads the
 * whole table.
 *
 * On the embedded database (PGlite) always; on PostgreSQL too when DATABASE_URL is set (the bench
 * makes a database of its own on that server and drops it afterwards) or with --temp-postgres (a
 * throwaway local cluster).
 *
 * Alone: `npx tsx bench/devices-query.ts [--quick] [--temp-postgres]`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { sql } from 'drizzle-orm';

import type { DeviceListQuery } from '@/lib/server/domain/devices/query';
import { resetSettings } from '@/lib/settings/define';
import { NO_FLEET_FILTERS } from '@/lib/validations/device-filters';

import { OUT_DIR } from './lib/paths';
import { scratchDir } from './lib/scratch';
import { median, percentile, round } from './lib/stats';
import { startTempPostgres } from './lib/temp-postgres';

export const DEVICE_SIZES = { full: [10_000, 100_000, 1_000_000], quick: [10_000, 100_000] };

/** A quarter of the devices belong to the measured customer (3 of 12 apps); the admin sees them all. */
const APPS = 12;
const CUSTOMER_APPS = 3;
/** One device in ten has been seen in the last hour; the bench counts a device as online for two hours. */
const ONLINE_EVERY = 10;
const ONLINE_WINDOW_SECONDS = '7200';
const MODELS = [
  'Google Pixel 8',
  'Google Pixel 7a',
  'Samsung Galaxy S24',
  'Samsung Galaxy A54',
  'iPhone15,4',
  'iPhone16,1',
  'OnePlus 12',
  'Xiaomi 14',
];
const OS_VERSIONS = ['13', '14', '15', '17.5', '18.1', '18.2'];
const APP_VERSIONS = ['2.0.0', '2.1.0', '2.1.1', '2.2.0', '3.0.0-beta.1'];

/** Device number 4236 exists at every size and is the measured customer's (4236 % 12 = 0); 8 characters of its id find it. */
function deviceIdOf(n: number): string {
  return `dev-${createHash('md5').update(String(n)).digest('hex').slice(0, 12)}`;
}
const ID_SEARCH = deviceIdOf(4236).slice(4, 12);
/** A model that one device in eight has. */
const MODEL_SEARCH = 'galaxy s24';
/** Every device has one of eight store tags, and the same store as an attribute beside a revision 0-4. */
const STORES = 8;
const TAG_FILTER = 'store-3';
const REVISION_FILTER = '2';

interface QueryCase {
  id: string;
  label: string;
  /** Page 1 queries carry the budget (1M / 10k <= 2). */
  page1: boolean;
  query: Pick<DeviceListQuery, 'page' | 'status' | 'q'> & Partial<Pick<DeviceListQuery, 'fleet'>>;
}

export const QUERY_CASES: QueryCase[] = [
  {
    id: 'online-p1',
    label: 'online, last seen desc, page 1 (the default)',
    page1: true,
    query: { page: 1, status: 'online', q: '' },
  },
  {
    id: 'all-p1',
    label: 'all devices, last seen desc, page 1',
    page1: true,
    query: { page: 1, status: 'all', q: '' },
  },
  {
    id: 'search-id-p1',
    label: `search a device id fragment ("${ID_SEARCH}"), page 1`,
    page1: true,
    query: { page: 1, status: 'all', q: ID_SEARCH },
  },
  {
    id: 'search-model-p1',
    label: `search a common model ("${MODEL_SEARCH}", 1 in 8), page 1`,
    page1: true,
    query: { page: 1, status: 'all', q: MODEL_SEARCH },
  },
  {
    id: 'tag-p1',
    label: `filter by a tag ("${TAG_FILTER}", 1 in ${STORES}), page 1`,
    page1: true,
    query: { page: 1, status: 'all', q: '', fleet: { ...NO_FLEET_FILTERS, tags: [TAG_FILTER] } },
  },
  {
    id: 'attr-p1',
    label: `filter by an attribute (rev = ${REVISION_FILTER}, 1 in 5), page 1`,
    page1: true,
    query: {
      page: 1,
      status: 'all',
      q: '',
      fleet: { ...NO_FLEET_FILTERS, attributes: [{ key: 'rev', op: 'eq', value: REVISION_FILTER }] },
    },
  },
  {
    id: 'all-p200',
    label: 'all devices, last seen desc, page 200 (deep)',
    page1: false,
    query: { page: 200, status: 'all', q: '' },
  },
];

const SCOPES = ['customer', 'admin'] as const;
type Scope = (typeof SCOPES)[number];

export interface StatementPlan {
  /** The first line of the statement, for orientation. */
  statement: string;
  executionMs: number;
  /** Scan nodes of the plan, e.g. "Index Only Scan using devices_last_seen_idx on devices". */
  scans: string[];
  fullScan: boolean;
}

export interface CaseTiming {
  scope: Scope;
  caseId: string;
  label: string;
  page1: boolean;
  size: number;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  total: number;
  plans: StatementPlan[];
}

export interface BackendResult {
  backend: 'pglite' | 'postgres';
  seedSeconds: Record<string, number>;
  timings: CaseTiming[];
  /** p50 at the largest size / p50 at 10k, per scope and case. */
  ratios: { scope: Scope; caseId: string; page1: boolean; largest: number; ratio: number }[];
  /** Set when the largest size could not be reached (time or memory), with the reason. */
  note?: string;
  /**
   * p50 of a trivial statement through the same driver, timed in the same turns: the machine's speed at
   * the time, which the comparison with another day's run divides by (bench/compare.ts).
   */
  referenceP50Ms?: number;
}

export interface DevicesQueryResult {
  sizes: number[];
  backends: BackendResult[];
  postgres: 'measured' | 'not set (DATABASE_URL unset)';
}

type Client = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

/** Records what listDevices sends to the database, to EXPLAIN the very same statements. */
function recorder(client: Client) {
  const unpatched = client.query;
  const original = client.query.bind(client);
  let captured: { text: string; params: unknown[] }[] | null = null;
  client.query = (...args: unknown[]) => {
    const first = args[0] as string | { text: string };
    const text = typeof first === 'string' ? first : first.text;
    // The page's own statements; not the planner's estimate (an EXPLAIN) nor statistics upkeep.
    if (captured && /^\s*(select|with)\b/i.test(text))
      captured.push({ text, params: (args[1] as unknown[]) ?? [] });
    return original(...args);
  };
  return {
    async capture<T>(run: () => Promise<T>) {
      captured = [];
      try {
        await run();
        return captured;
      } finally {
        captured = null;
      }
    },
    raw: original,
    restore: () => {
      client.query = unpatched;
    },
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function scansOf(node: PlanNode, into: string[] = []): string[] {
  if (/Scan/.test(node['Node Type']) && (node['Relation Name'] || node['Index Name'])) {
    const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    into.push(`${node['Node Type']}${index}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`);
  }
  for (const child of node.Plans ?? []) scansOf(child, into);
  return into;
}

async function seed(
  execute: (statement: string) => Promise<unknown>,
  appIds: string[],
  from: number,
  to: number,
): Promise<void> {
  const list = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]`;
  const apps = `(array[${appIds.map((id) => `'${id}'::uuid`).join(',')}])`;
  // A stable pseudo-random fraction per device and purpose, so every run seeds the same data.
  const fraction = (salt: number) => `((hashint4(g * 7 + ${salt}) & 2147483647)::float8 / 2147483647)`;
  const batch = 50_000;
  for (let start = from; start < to; start += batch) {
    const end = Math.min(to, start + batch) - 1;
    await execute(`
      insert into devices (org_id, app_id, device_id, platform, os_version, model, sdk_version, app_version,
        first_seen, last_seen, tags, attributes)
      select (select a.org_id from apps a where a.id = p.app_id), p.app_id,
        'dev-' || substr(md5(g::text), 1, 12),
        'android',
        (${list(OS_VERSIONS)})[1 + floor(${fraction(4)} * ${OS_VERSIONS.length})::int % ${OS_VERSIONS.length}],
        (${list(MODELS)})[1 + floor(${fraction(5)} * ${MODELS.length})::int % ${MODELS.length}],
        '1.' || floor(${fraction(6)} * 5)::int || '.0',
        (${list(APP_VERSIONS)})[1 + floor(${fraction(7)} * ${APP_VERSIONS.length})::int % ${APP_VERSIONS.length}],
        ls - ${fraction(3)} * interval '90 days',
        ls,
        array['store-' || st.n],
        jsonb_build_object('store', 'store-' || st.n, 'rev', floor(${fraction(10)} * 5)::int)
      from generate_series(${start}, ${end}) g,
        lateral (select ${apps}[1 + g % ${appIds.length}] as app_id) p,
        lateral (select 1 + floor(${fraction(9)} * ${STORES})::int % ${STORES} as n) st,
        lateral (select case when ${fraction(8)} < ${1 / ONLINE_EVERY}
          then now() - ${fraction(1)} * interval '1 hour'
          else now() - interval '3 hours' - ${fraction(2)} * interval '30 days' end as ls) t
      on conflict do nothing`);
  }
}

/** One database per size, each seeded on its own, so that sizes can be timed in turns. */
interface SizedDatabase {
  size: number;
  /** The opened database, as getDb() keeps it (see selectDatabase). */
  handle: unknown;
  customerId: string;
  seedSeconds: number;
}

const DB_GLOBAL = '__fleetdeckDb';
type DbGlobal = Record<string, unknown>;

/**
 * The domain code asks getDb() for the process's one database. The bench keeps several open and
 * hands getDb() the one to use: the promise it caches on globalThis (lib/server/db/client.ts).
 */
function selectDatabase(handle: unknown): void {
  (globalThis as unknown as DbGlobal)[DB_GLOBAL] = handle;
}

async function openSeeded(
  backend: 'pglite' | 'postgres',
  size: number,
  location: string,
  log: (line: string) => void,
): Promise<SizedDatabase> {
  const { getDb } = await import('@/lib/server/db/client');
  selectDatabase(undefined);
  if (backend === 'pglite') process.env.DATA_DIR = location;
  else process.env.DATABASE_URL = location;
  // Settings are read from the environment once (lib/settings): read them again for this database.
  resetSettings();
  const db = await getDb();
  const handle = (globalThis as unknown as DbGlobal)[DB_GLOBAL];
  if (!handle)
    throw new Error(`lib/server/db/client.ts no longer keeps its database in globalThis.${DB_GLOBAL}`);
  const execute = (statement: string) => db.execute(sql.raw(statement));
  const rowsOf = (result: unknown) =>
    (result as { rows?: { id: string }[] }).rows ?? (result as { id: string }[]);
  const userIds = rowsOf(
    await execute(`
      insert into users (name, email, password_hash, role)
      select 'Bench ' || n, 'bench-' || n || '@example.com', 'not-a-real-hash', 'customer'
      from generate_series(1, 4) n returning id`),
  ).map((row) => row.id);
  // Each customer's personal organisation, with their id, as sign-up and migration 0017 give them.
  await execute(`
    insert into organisations (id, name) select id, name from users where id in ('${userIds.join("','")}')`);
  await execute(`
    insert into memberships (org_id, user_id, role) select id, id, 'owner' from organisations
    where id in ('${userIds.join("','")}')`);
  const appIds: string[] = [];
  for (let i = 0; i < APPS; i += 1) {
    // Apps 0-2 belong to the measured customer, the others to three more customers.
    const owner = userIds[Math.floor(i / CUSTOMER_APPS)];
    const [row] = rowsOf(
      await execute(`
        insert into apps (org_id, name, platform, bundle_id, app_key)
        values ('${owner}', 'App ${i}', 'android', 'com.example.app${i}', 'fdk_bench_${i}_${size}_${Date.now()}')
        returning id`),
    );
    appIds.push(row.id);
  }
  const started = Date.now();
  await seed(execute, appIds, 0, size);
  // A PostgreSQL server's autovacuum analyzes a table that grew this much within a minute or so; the
  // bench does it at once rather than wait. PGlite has no autovacuum: it gets what the product does.
  if (backend === 'postgres') await execute('vacuum analyze devices');
  const seedSeconds = round((Date.now() - started) / 1000, 1);
  log(`${backend}: ${size} devices seeded in ${seedSeconds} s`);
  return { size, handle, customerId: userIds[0], seedSeconds };
}

async function measureBackend(
  backend: 'pglite' | 'postgres',
  sizes: number[],
  runs: number,
  locations: (size: number) => Promise<string>,
  log: (line: string) => void,
  planLog: string[],
): Promise<BackendResult> {
  // The domain code reads its settings from the environment on every call.
  process.env.ONLINE_WINDOW_SECONDS = ONLINE_WINDOW_SECONDS;
  resetSettings();
  const { getDb } = await import('@/lib/server/db/client');
  const { listDevices } = await import('@/lib/server/domain/devices/list');
  const result: BackendResult = { backend, seedSeconds: {}, timings: [], ratios: [] };

  const databases: SizedDatabase[] = [];
  for (const size of sizes) {
    try {
      databases.push(await openSeeded(backend, size, await locations(size), log));
    } catch (error) {
      const cause =
        error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      result.note = `stopped before ${size} devices: ${cause.slice(0, 300)}`;
      log(`${backend}: ${result.note}`);
      break;
    }
    result.seedSeconds[size] = databases[databases.length - 1].seedSeconds;
  }

  type Key = string;
  const samples = new Map<Key, number[]>();
  const lastTotals = new Map<Key, number>();
  const keyOf = (size: number, scope: Scope, caseId: string) => `${size}|${scope}|${caseId}`;
  const call = (database: SizedDatabase, scope: Scope, entry: QueryCase) => {
    selectDatabase(database.handle);
    const query: DeviceListQuery = {
      pageSize: 25,
      sort: { id: 'lastSeen', desc: true },
      fleet: NO_FLEET_FILTERS,
      ...entry.query,
    };
    return listDevices(query, scope === 'customer' ? { orgId: database.customerId } : { withOwner: true });
  };

  // Warm-up of every database and query: caches, plans, and PGlite's first statistics.
  for (const database of databases) {
    for (const scope of SCOPES)
      for (const entry of QUERY_CASES) for (let i = 0; i < 2; i += 1) await call(database, scope, entry);
  }
  // The timed runs go round the sizes in turns, so that a change in the machine's load falls on all.
  const reference: number[] = [];
  const turns = Math.min(runs, 5);
  const perTurn = Math.ceil(runs / turns);
  for (let turn = 0; turn < turns; turn += 1) {
    const order = turn % 2 === 0 ? databases : [...databases].reverse();
    for (const database of order) {
      selectDatabase(database.handle);
      const db = await getDb();
      for (let i = 0; i < perTurn * QUERY_CASES.length; i += 1) {
        const t0 = performance.now();
        await db.execute(sql`select id from apps order by created_at limit 1`);
        reference.push(performance.now() - t0);
      }
      for (const scope of SCOPES) {
        for (const entry of QUERY_CASES) {
          const key = keyOf(database.size, scope, entry.id);
          const list = samples.get(key) ?? [];
          for (let i = 0; i < perTurn; i += 1) {
            const t0 = performance.now();
            const page = await call(database, scope, entry);
            list.push(performance.now() - t0);
            lastTotals.set(key, page.total);
          }
          samples.set(key, list);
        }
      }
    }
  }

  // One EXPLAIN ANALYZE of each statement, after the timing.
  for (const database of databases) {
    selectDatabase(database.handle);
    const db = await getDb();
    const rec = recorder((db as unknown as { $client: Client }).$client);
    for (const scope of SCOPES) {
      for (const entry of QUERY_CASES) {
        const statements = await rec.capture(() => call(database, scope, entry));
        const plans: StatementPlan[] = [];
        for (const statement of statements) {
          const explained = await rec.raw(
            `explain (analyze, buffers, format json) ${statement.text}`,
            statement.params,
          );
          const cell = Object.values(explained.rows[0])[0];
          const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
            { Plan: PlanNode; 'Execution Time': number },
          ];
          const scans = scansOf(plan.Plan);
          plans.push({
            statement: statement.text.replace(/\s+/g, ' ').slice(0, 60),
            executionMs: round(plan['Execution Time'], 2),
            scans,
            fullScan: scans.some((scan) => scan.startsWith('Seq Scan on devices')),
          });
          const text = await rec.raw(
            `explain (analyze, costs off, timing off, summary off) ${statement.text}`,
            statement.params,
          );
          planLog.push(
            `--- ${backend} ${database.size} ${scope} ${entry.id}\n${statement.text}\n` +
              text.rows.map((row) => String(Object.values(row)[0])).join('\n'),
          );
        }
        const times = samples.get(keyOf(database.size, scope, entry.id)) ?? [];
        const timing: CaseTiming = {
          scope,
          caseId: entry.id,
          label: entry.label,
          page1: entry.page1,
          size: database.size,
          runs: times.length,
          p50Ms: round(median(times), 2),
          p95Ms: round(percentile(times, 95), 2),
          total: lastTotals.get(keyOf(database.size, scope, entry.id)) ?? Number.NaN,
          plans,
        };
        result.timings.push(timing);
        log(
          `${backend} ${database.size} ${scope} ${entry.id}: p50 ${timing.p50Ms} ms, p95 ${timing.p95Ms} ms ` +
            `(total ${timing.total}; ${plans.map((plan) => plan.scans.filter((scan) => / on devices$/.test(scan)).join(' + ')).join(' | ')})`,
        );
      }
    }
    rec.restore();
  }
  for (const database of databases) {
    selectDatabase(database.handle);
    const { closeDb } = await import('@/lib/server/db/client');
    await closeDb();
  }

  if (reference.length) result.referenceP50Ms = round(median(reference), 3);
  log(`${backend}: reference statement p50 ${result.referenceP50Ms} ms`);

  const smallest = sizes[0];
  const largest = Math.max(...result.timings.map((timing) => timing.size));
  for (const scope of SCOPES) {
    for (const entry of QUERY_CASES) {
      const at = (size: number) =>
        result.timings.find((t) => t.scope === scope && t.caseId === entry.id && t.size === size);
      const small = at(smallest);
      const big = at(largest);
      if (small && big && largest > smallest) {
        result.ratios.push({
          scope,
          caseId: entry.id,
          page1: entry.page1,
          largest,
          ratio: round(big.p50Ms / small.p50Ms, 2),
        });
      }
    }
  }
  return result;
}

/**
 * Why the run's devices figures are incomplete, or null when every backend reached every size: a
 * size that could not be seeded (time, memory) leaves its budget unjudged, a missing figure like any
 * section that could not be measured, and the run must fail on it rather than judge the smaller size.
 */
export function unreachedSizes(result: DevicesQueryResult): string | null {
  const short = result.backends.filter((backend) => backend.note);
  if (!short.length) return null;
  return short.map((backend) => `${backend.backend}: ${backend.note}`).join('; ');
}

/** Databases made on a PostgreSQL server for the run, dropped at the end. */
function postgresDatabases(url: string) {
  const made: string[] = [];
  const admin = async <T>(run: (client: import('pg').Client) => Promise<T>) => {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };
  return {
    async create(size: number): Promise<string> {
      const name = `fd_bench_${process.pid}_${size}`;
      await admin((client) =>
        client
          .query(`drop database if exists ${name} with (force)`)
          .then(() => client.query(`create database ${name}`)),
      );
      made.push(name);
      const target = new URL(url);
      target.pathname = `/${name}`;
      return target.toString();
    },
    async dropAll(): Promise<void> {
      await admin(async (client) => {
        for (const name of made) await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

export async function measureDevicesQuery(options: {
  quick: boolean;
  runs?: number;
  tempPostgres?: boolean;
  log?: (line: string) => void;
}): Promise<DevicesQueryResult> {
  const log = options.log ?? (() => undefined);
  const sizes = options.quick ? DEVICE_SIZES.quick : DEVICE_SIZES.full;
  const runs = options.runs ?? (options.quick ? 6 : 25);
  const planLog: string[] = [];
  const saved = {
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_URL: process.env.DATABASE_URL,
    ONLINE_WINDOW_SECONDS: process.env.ONLINE_WINDOW_SECONDS,
    DB_STATEMENT_TIMEOUT_MS: process.env.DB_STATEMENT_TIMEOUT_MS,
  };
  // Seeding a million devices takes statements longer than a request's timeout on PostgreSQL.
  process.env.DB_STATEMENT_TIMEOUT_MS = 'off';
  const backends: BackendResult[] = [];
  try {
    delete process.env.DATABASE_URL;
    backends.push(
      await measureBackend(
        'pglite',
        sizes,
        runs,
        async (size) => scratchDir(`devices-pglite-${size}`),
        log,
        planLog,
      ),
    );

    let postgresUrl = saved.DATABASE_URL;
    let stopTemp: (() => Promise<void>) | undefined;
    if (!postgresUrl && options.tempPostgres) {
      const temp = await startTempPostgres();
      postgresUrl = temp.url;
      stopTemp = temp.stop;
    }
    if (postgresUrl) {
      const databases = postgresDatabases(postgresUrl);
      try {
        backends.push(
          await measureBackend('postgres', sizes, runs, (size) => databases.create(size), log, planLog),
        );
      } finally {
        await databases
          .dropAll()
          .catch((error: unknown) => log(`could not drop the bench databases: ${String(error)}`));
        await stopTemp?.();
      }
    }
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetSettings();
    mkdirSync(OUT_DIR, { recursive: true });
    writeFileSync(path.join(OUT_DIR, 'devices-query-plans.txt'), `${planLog.join('\n\n')}\n`);
  }
  return {
    sizes,
    backends,
    postgres: backends.some((backend) => backend.backend === 'postgres')
      ? 'measured'
      : 'not set (DATABASE_URL unset)',
  };
}

if (require.main === module) {
  measureDevicesQuery({
    quick: process.argv.includes('--quick'),
    tempPostgres: process.argv.includes('--temp-postgres'),
    log: (line) => console.log(`[devices] ${line}`),
  })
    .then((result) => {
      for (const backend of result.backends) console.log(backend.backend, JSON.stringify(backend.ratios));
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
