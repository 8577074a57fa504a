/**
 * @jest-environment node
 */
import { databaseAtMigration } from '@/test/server/migrations';

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
