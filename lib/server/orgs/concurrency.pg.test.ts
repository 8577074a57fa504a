/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';

import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { getDb, rowsOf } from '@/lib/server/db/client';
import { invitations, memberships } from '@/lib/server/db/schema';
import { acceptInvitation } from '@/lib/server/orgs/invitations';
import { changeMemberRole, removeMember } from '@/lib/server/orgs/members';
import { signedIn } from '@/test/server/fixtures';
import { invitationIn, orgWith } from '@/test/server/org-fixtures';
import { setupTestDatabase } from '@/test/server/support';

/**
 * Membership changes racing each other on PostgreSQL (`npm run test:pg` only), each on its own pooled
 * connection as two requests would be. A third transaction holds the rows the changes need until both
 * are waiting, so they really meet, every run: then they must still leave an owner, and an invitation
 * must still be used once.
 */
jest.setTimeout(60_000);
setupTestDatabase();

/** Runs `race` while `rows` are locked, and lets go once `waiters` statements wait for a lock. */
async function whileLocked<T>(
  rows: ReturnType<typeof sql>,
  waiters: number,
  race: () => Promise<T>,
): Promise<T> {
  const db = await getDb();
  let outcome!: Promise<T>;
  await db.transaction(async (tx) => {
    await tx.execute(rows);
    outcome = race();
    outcome.catch(() => undefined);
    for (;;) {
      const [row] = rowsOf<{ waiting: number }>(
        await db.execute(
          sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        ),
      );
      if (row.waiting >= waiters) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  return outcome;
}

const statusOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled' ? 'ok' : (result.reason as { code?: string }).code;

async function ownersOf(orgId: string) {
  const db = await getDb();
  return db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.role, 'owner')));
}

describe('the last owner under concurrency', () => {
  it('two owners demoting each other at once: one wins, an owner remains', async () => {
    const ann = await signedIn('customer', 'Ann');
    const bob = await signedIn('customer', 'Bob');
    const orgId = await orgWith('Team', [
      [ann.user.id, 'owner'],
      [bob.user.id, 'owner'],
    ]);
    const results = await whileLocked(
      sql`select 1 from memberships where org_id = ${orgId} for update`,
      2,
      () =>
        Promise.allSettled([
          changeMemberRole(ann.user, orgId, bob.user.id, { role: 'admin' }, SYSTEM_SOURCE),
          changeMemberRole(bob.user, orgId, ann.user.id, { role: 'admin' }, SYSTEM_SOURCE),
        ]),
    );
    // The loser is no longer an owner when its turn comes: an admin may not demote an owner.
    expect(results.map(statusOf).sort()).toEqual(['ok', 'role_forbidden']);
    expect(await ownersOf(orgId)).toHaveLength(1);
  });

  it('two owners leaving at once: one leaves, the other is the last owner', async () => {
    const ann = await signedIn('customer', 'Ann');
    const bob = await signedIn('customer', 'Bob');
    const orgId = await orgWith('Team', [
      [ann.user.id, 'owner'],
      [bob.user.id, 'owner'],
    ]);
    const results = await whileLocked(
      sql`select 1 from memberships where org_id = ${orgId} for update`,
      2,
      () =>
        Promise.allSettled([
          removeMember(ann.user, orgId, ann.user.id, SYSTEM_SOURCE),
          removeMember(bob.user, orgId, bob.user.id, SYSTEM_SOURCE),
        ]),
    );
    expect(results.map(statusOf).sort()).toEqual(['last_owner', 'ok']);
    expect(await ownersOf(orgId)).toHaveLength(1);
  });
});

describe('an invitation under concurrency', () => {
  it('two accepts at once: one joins, the other is told it was used', async () => {
    const owner = await signedIn('customer', 'Olive');
    const orgId = await orgWith('Team', [[owner.user.id, 'owner']]);
    const invitee = await signedIn('customer', 'Ivy');
    const invitation = await invitationIn(orgId, { email: invitee.user.email });
    const results = await whileLocked(
      sql`select 1 from ${invitations} where id = ${invitation.id} for update`,
      2,
      () =>
        Promise.allSettled([
          acceptInvitation(invitee.user, invitation.token, SYSTEM_SOURCE),
          acceptInvitation(invitee.user, invitation.token, SYSTEM_SOURCE),
        ]),
    );
    expect(results.map(statusOf).sort()).toEqual(['invitation_used', 'ok']);
    const db = await getDb();
    expect(await db.select().from(memberships).where(eq(memberships.orgId, orgId))).toHaveLength(2);
  });
});
