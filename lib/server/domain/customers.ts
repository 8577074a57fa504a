import 'server-only';

import { desc, eq, sql } from 'drizzle-orm';

import type { Customer } from '@/lib/api/types';
import { getDb } from '@/lib/server/db/client';
import { apps, devices, users } from '@/lib/server/db/schema';

/** The customer accounts, which only admins read (contact messages: contact.ts). */

/** Customer accounts, newest first. */
export async function listCustomers(): Promise<Customer[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      createdAt: users.createdAt,
      // Their personal organisation's (its id is theirs: what the admin's `ownerId` filter shows; every
      // organisation: organisations.ts). Correlated by qualified name (see deviceCounts in apps.ts).
      appCount: sql<number>`(select count(*) from ${apps} a where a.org_id = "users"."id")`.mapWith(Number),
      devicesTotal:
        sql<number>`(select count(*) from ${devices} d inner join ${apps} a on a.id = d.app_id where a.org_id = "users"."id")`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(eq(users.role, 'customer'))
    .orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
}
