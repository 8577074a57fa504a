import 'server-only';

import { sql } from 'drizzle-orm';

import type { DbExecutor } from '@/lib/server/audit/record';
import { memberships, organisations, users } from '@/lib/server/db/schema';

/**
 * A customer's personal organisation, as migration 0017 gave every customer: its id is theirs, named
 * after them, with them as its owner and as their active organisation. Nothing when it exists. Their
 * account's own audit entries (sign-in, name change) are shown in it (audit/record.ts). For the demo seed,
 * the bench and the tests, which write customers straight to the database.
 */
export async function ensurePersonalOrg(db: DbExecutor, user: { id: string; name: string }): Promise<string> {
  await db.insert(organisations).values({ id: user.id, name: user.name }).onConflictDoNothing();
  await db
    .insert(memberships)
    .values({ orgId: user.id, userId: user.id, role: 'owner' })
    .onConflictDoNothing();
  await db
    .update(users)
    .set({ activeOrgId: sql`coalesce(${users.activeOrgId}, ${user.id}::uuid)` })
    .where(sql`${users.id} = ${user.id}`);
  return user.id;
}
