import { count, desc, eq, sql } from 'drizzle-orm';

import type { ContactMessage, Customer } from '@/lib/api/types';
import { getDb } from '@/lib/server/db/client';
import { apps, contactMessages, devices, users } from '@/lib/server/db/schema';

/** What only admins read: the customers with their app and device counts, and the contact messages. */

/** Customer accounts, newest first. */
export async function listCustomers(): Promise<Customer[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      createdAt: users.createdAt,
      // Correlated by qualified name (see deviceCounts in apps.ts).
      appCount: sql<number>`(select count(*) from ${apps} a where a.owner_id = "users"."id")`.mapWith(Number),
      devicesTotal:
        sql<number>`(select count(*) from ${devices} d inner join ${apps} a on a.id = d.app_id where a.owner_id = "users"."id")`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(eq(users.role, 'customer'))
    .orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
}

/** The newest messages are listed (the form is public, so the list is capped); `total` counts them all. */
export const CONTACT_MESSAGES_LIMIT = 1000;

export async function listContactMessages(): Promise<{ data: ContactMessage[]; total: number }> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(CONTACT_MESSAGES_LIMIT);
  const [{ total }] = await db.select({ total: count() }).from(contactMessages);
  return {
    data: rows.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
    total,
  };
}
