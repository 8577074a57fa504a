/**
 * @jest-environment node
 */
import { databaseAtMigration } from '@/test/server/migrations';

type Database = Awaited<ReturnType<typeof databaseAtMigration>>;

/** Each table's number of rows, by name. */
async function rowCounts(database: Database, tables: readonly string[]): Promise<Record<string, number>> {
  return Object.fromEntries(
    await Promise.all(
      tables.map(async (table) => {
        const [row] = await database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
        return [table, row.n] as const;
      }),
    ),
  );
}

describe('migration 0017_organisations on a database of the version before', () => {
  it('gives every customer a personal organisation they own, with their id, and nothing to an admin', async () => {
    const database = await databaseAtMigration('0016_alert_state_last_seen');
    try {
      await database.query(
        `insert into users (id, name, email, password_hash, role, created_at) values
          ('11111111-1111-4111-8111-111111111111', 'Ada Lovelace', 'ada@example.com', 'h', 'customer', '2026-01-02T03:04:05Z'),
          ('22222222-2222-4222-8222-222222222222', 'Grace Hopper', 'grace@example.com', 'h', 'customer', now()),
          ('33333333-3333-4333-8333-333333333333', 'Admin', 'admin@example.com', 'h', 'admin', now())`,
      );
      await database.migrateToLatest();

      const orgs = await database.query<{ id: string; name: string; created_at: Date }>(
        'select id, name, created_at from organisations order by name',
      );
      expect(orgs.map((org) => [org.id, org.name])).toEqual([
        ['11111111-1111-4111-8111-111111111111', 'Ada Lovelace'],
        ['22222222-2222-4222-8222-222222222222', 'Grace Hopper'],
      ]);
      expect(orgs[0].created_at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
      const members = await database.query<{ org_id: string; user_id: string; role: string }>(
        'select org_id, user_id, role from memberships order by user_id',
      );
      expect(members).toEqual([
        {
          org_id: '11111111-1111-4111-8111-111111111111',
          user_id: '11111111-1111-4111-8111-111111111111',
          role: 'owner',
        },
        {
          org_id: '22222222-2222-4222-8222-222222222222',
          user_id: '22222222-2222-4222-8222-222222222222',
          role: 'owner',
        },
      ]);
      const active = await database.query<{ email: string; active_org_id: string | null }>(
        'select email, active_org_id from users order by email',
      );
      expect(active).toEqual([
        { email: 'ada@example.com', active_org_id: '11111111-1111-4111-8111-111111111111' },
        { email: 'admin@example.com', active_org_id: null },
        { email: 'grace@example.com', active_org_id: '22222222-2222-4222-8222-222222222222' },
      ]);
    } finally {
      await database.close();
    }
  });
});

describe('migration 0018_org_scope on a database of the version before', () => {
  const ADA = '11111111-1111-4111-8111-111111111111';
  const ADMIN = '33333333-3333-4333-8333-333333333333';
  const SHOP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
  const TOOL = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
  const TABLES = [
    'apps',
    'devices',
    'device_activity',
    'app_keys',
    'webhook_endpoints',
    'alert_rules',
    'ingest_refusals',
    'audit_log',
    'organisations',
    'memberships',
  ];

  it("moves apps and audit entries to their owner's personal organisation, losing nothing", async () => {
    const database = await databaseAtMigration('0017_organisations');
    try {
      // A customer as 0017 left them (personal organisation with their id), and an admin who owns an app.
      await database.query(
        `insert into users (id, name, email, password_hash, role, active_org_id) values
          ('${ADA}', 'Ada Lovelace', 'ada@example.com', 'h', 'customer', '${ADA}'),
          ('${ADMIN}', 'Admin', 'admin@example.com', 'h', 'admin', null)`,
      );
      await database.query(`insert into organisations (id, name) values ('${ADA}', 'Ada Lovelace')`);
      await database.query(
        `insert into memberships (org_id, user_id, role) values ('${ADA}', '${ADA}', 'owner')`,
      );
      await database.query(
        `insert into apps (id, owner_id, name, platform, bundle_id, app_key, heartbeat_quota, created_at) values
          ('${SHOP}', '${ADA}', 'Shop', 'android', 'com.example.shop', 'fdk_shopshopshopshopshopshopshopshop', 500, '2026-03-04T05:06:07Z'),
          ('${TOOL}', '${ADMIN}', 'Tool', 'web', 'com.example.tool', 'fdk_tooltooltooltooltooltooltooltool', null, now())`,
      );
      await database.query(
        `insert into devices (app_id, device_id, last_seen) values
          ('${SHOP}', 'dev-1', '2026-03-05T00:00:00Z'), ('${SHOP}', 'dev-2', now()), ('${TOOL}', 'dev-3', now())`,
      );
      await database.query(
        `insert into device_activity (app_id, hour, device_id) values ('${SHOP}', '2026-03-05T00:00:00Z', 'dev-1')`,
      );
      await database.query(
        `insert into webhook_endpoints (app_id, url, secret) values ('${SHOP}', 'https://hooks.example.com/a', 's')`,
      );
      await database.query(`insert into alert_rules (app_id, offline_after_seconds) values ('${SHOP}', 600)`);
      await database.query(
        `insert into ingest_refusals (app_id, reason, hour, count, last_at) values
          ('${SHOP}', 'rate_limited', '2026-03-05T00:00:00Z', 7, now())`,
      );
      await database.query(
        `insert into audit_log (action, target_kind, target_id, target_label, owner_id, actor_role) values
          ('app.create', 'app', '${SHOP}', 'Shop', '${ADA}', 'customer'),
          ('auth.sign_in', 'user', '${ADA}', 'ada@example.com', '${ADA}', 'customer'),
          ('app.suspend', 'app', '${TOOL}', 'Tool', null, 'admin')`,
      );
      const counts = () => rowCounts(database, TABLES);
      const before = await counts();

      await database.migrateToLatest();

      // Every row is still there; only the admin's app brought a personal organisation (and its owner).
      expect(await counts()).toEqual({ ...before, organisations: 2, memberships: 2 });
      const apps = await database.query<Record<string, unknown>>(
        `select id, org_id, created_by, name, heartbeat_quota, created_at from apps order by name`,
      );
      expect(apps).toEqual([
        {
          id: SHOP,
          org_id: ADA,
          created_by: ADA,
          name: 'Shop',
          heartbeat_quota: 500,
          created_at: new Date('2026-03-04T05:06:07Z'),
        },
        {
          id: TOOL,
          org_id: ADMIN,
          created_by: ADMIN,
          name: 'Tool',
          heartbeat_quota: null,
          created_at: expect.any(Date),
        },
      ]);
      expect(await database.query(`select org_id, user_id, role from memberships order by user_id`)).toEqual([
        { org_id: ADA, user_id: ADA, role: 'owner' },
        { org_id: ADMIN, user_id: ADMIN, role: 'owner' },
      ]);
      // The customer's audit view (their organisation's entries) shows what it showed before.
      const entries = await database.query(`select action, org_id from audit_log order by id`);
      expect(entries).toEqual([
        { action: 'app.create', org_id: ADA },
        { action: 'auth.sign_in', org_id: ADA },
        { action: 'app.suspend', org_id: null },
      ]);
      // Devices, their rules and hooks still hang from their apps, now the organisation's.
      const scoped = await database.query(
        `select a.org_id, count(distinct d.device_id)::int as devices, count(distinct w.id)::int as hooks,
           count(distinct r.app_id)::int as rules
         from apps a left join devices d on d.app_id = a.id left join webhook_endpoints w on w.app_id = a.id
           left join alert_rules r on r.app_id = a.id
         group by a.org_id order by a.org_id`,
      );
      expect(scoped).toEqual([
        { org_id: ADA, devices: 2, hooks: 1, rules: 1 },
        { org_id: ADMIN, devices: 1, hooks: 0, rules: 0 },
      ]);
      // Deleting the organisation takes its apps; deleting the creator does not.
      await database.query(`delete from users where id = '${ADA}'`);
      expect(await database.query(`select created_by from apps where id = '${SHOP}'`)).toEqual([
        { created_by: null },
      ]);
    } finally {
      await database.close();
    }
  });
});

describe('migration 0019_tenant_org_keys on a database of the version before', () => {
  const ADA = '11111111-1111-4111-8111-111111111111';
  const GRACE = '22222222-2222-4222-8222-222222222222';
  const SHOP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
  const TOOL = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
  const HOOK = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
  const TENANT_TABLES = [
    'devices',
    'device_activity',
    'device_sessions',
    'device_changes',
    'app_keys',
    'ingest_refusals',
    'webhook_endpoints',
    'alert_rules',
    'alert_device_states',
    'webhook_deliveries',
  ];

  it("gives every row of an app its app's organisation, and leads every key with it", async () => {
    const database = await databaseAtMigration('0018_org_scope');
    try {
      await database.query(
        `insert into users (id, name, email, password_hash) values
          ('${ADA}', 'Ada', 'ada@example.com', 'h'), ('${GRACE}', 'Grace', 'grace@example.com', 'h')`,
      );
      await database.query(
        `insert into organisations (id, name) values ('${ADA}', 'Ada'), ('${GRACE}', 'Grace')`,
      );
      await database.query(
        `insert into apps (id, org_id, created_by, name, platform, bundle_id, app_key) values
          ('${SHOP}', '${ADA}', '${ADA}', 'Shop', 'android', 'com.example.shop', 'fdk_shopshopshopshopshopshopshopshop'),
          ('${TOOL}', '${GRACE}', '${GRACE}', 'Tool', 'web', 'com.example.tool', 'fdk_tooltooltooltooltooltooltooltool')`,
      );
      await database.query(
        `insert into devices (app_id, device_id, last_seen) values
          ('${SHOP}', 'dev-1', now()), ('${SHOP}', 'dev-2', now()), ('${TOOL}', 'dev-3', now())`,
      );
      await database.query(
        `insert into device_activity (app_id, hour, device_id) values ('${SHOP}', '2026-03-05T00:00:00Z', 'dev-1'),
          ('${TOOL}', '2026-03-05T00:00:00Z', 'dev-3')`,
      );
      await database.query(
        `insert into device_sessions (app_id, device_id, started_at, last_beat_at) values
          ('${SHOP}', 'dev-1', now(), now()), ('${TOOL}', 'dev-3', now(), now())`,
      );
      await database.query(
        `insert into device_changes (app_id, device_id, field, from_value, to_value) values
          ('${TOOL}', 'dev-3', 'appVersion', '1.0', '1.1')`,
      );
      await database.query(
        `insert into webhook_endpoints (id, app_id, url, secret) values ('${HOOK}', '${TOOL}', 'https://hooks.example.com/a', 's')`,
      );
      await database.query(
        `insert into webhook_deliveries (event_id, event_type, endpoint_id, payload) values
          (gen_random_uuid(), 'test', '${HOOK}', '{}')`,
      );
      await database.query(`insert into alert_rules (app_id, offline_after_seconds) values ('${TOOL}', 600)`);
      await database.query(
        `insert into alert_device_states (app_id, device_id, last_seen) values ('${TOOL}', 'dev-3', now())`,
      );
      await database.query(
        `insert into ingest_refusals (app_id, reason, hour, count, last_at) values
          ('${SHOP}', 'rate_limited', '2026-03-05T00:00:00Z', 7, now())`,
      );
      const counts = () => rowCounts(database, TENANT_TABLES);
      const before = await counts();

      await database.migrateToLatest();

      expect(await counts()).toEqual(before);
      for (const table of TENANT_TABLES) {
        const appOf =
          table === 'webhook_deliveries'
            ? `(select e.app_id from webhook_endpoints e where e.id = t.endpoint_id)`
            : 't.app_id';
        const rows = await database.query<{ org_id: string; app_org: string }>(
          `select t.org_id, (select a.org_id from apps a where a.id = ${appOf}) as app_org from ${table} t`,
        );
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect([table, row.org_id]).toEqual([table, row.app_org]);
      }
      // Every primary key of these tables, and of apps, leads with the organisation.
      const keys = await database.query<{ table_name: string; first: string }>(
        `select c.conrelid::regclass::text as table_name, a.attname as first
         from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
         where c.contype = 'p' and c.conrelid::regclass::text = any($1)`,
        [[...TENANT_TABLES.filter((table) => table !== 'device_changes'), 'apps']],
      );
      expect(keys).toHaveLength(TENANT_TABLES.length);
      for (const key of keys) expect([key.table_name, key.first]).toEqual([key.table_name, 'org_id']);
      // A row cannot claim another organisation than its app's.
      await expect(
        database.query(
          `insert into devices (org_id, app_id, device_id) values ('${GRACE}', '${SHOP}', 'dev-9')`,
        ),
      ).rejects.toThrow(/foreign key/);
      // A new key of an app carries its organisation; deleting the app still takes its rows.
      await database.query(
        `update apps set app_key = 'fdk_newnewnewnewnewnewnewnewnewnewnew' where id = '${SHOP}'`,
      );
      expect(
        await database.query(`select org_id from app_keys where app_id = '${SHOP}' and revoked_at is null`),
      ).toEqual([{ org_id: ADA }]);
      await database.query(`delete from apps where id = '${TOOL}'`);
      for (const table of [
        'devices',
        'device_sessions',
        'device_changes',
        'webhook_deliveries',
        'alert_rules',
      ]) {
        const [row] = await database.query<{ n: number }>(
          `select count(*)::int as n from ${table} where org_id = '${GRACE}'`,
        );
        expect([table, row.n]).toEqual([table, 0]);
      }
    } finally {
      await database.close();
    }
  });
});

describe('a new database', () => {
  it('leaves the tables a heartbeat writes unanalyzed, so that its first plans use their keys', async () => {
    // Analyzed while empty, a table is known to be empty: the foreign-key checks planned then (and kept)
    // read the whole table, and a new console's ingest slows with every device it adds.
    const database = await databaseAtMigration('0019_tenant_org_keys');
    try {
      const rows = await database.query<{ relname: string; reltuples: number }>(
        `select relname, reltuples from pg_class
         where relname in ('devices', 'device_activity', 'device_sessions', 'device_changes', 'apps')
         order by relname`,
      );
      expect(rows).toHaveLength(5);
      for (const row of rows) expect([row.relname, row.reltuples]).toEqual([row.relname, -1]);
    } finally {
      await database.close();
    }
  });
});
