import 'server-only';

import { eq } from 'drizzle-orm';

import type { Role } from '@/lib/auth/roles';
import { hashPassword } from '@/lib/server/auth/passwords';
import { getDb } from '@/lib/server/db/client';
import { users, type UserRow } from '@/lib/server/db/schema';

/** What the API shows of a user: never the password hash. */
export interface PublicUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

export function toPublicUser({ id, name, email, role }: UserRow): PublicUser {
  return { id, name, email, role };
}

/** Emails are compared and stored lowercased, so `Ann@Example.com` and `ann@example.com` are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Throws a unique violation (see isUniqueViolation) when the email is taken. */
export async function createCustomer(input: {
  name: string;
  email: string;
  password: string;
}): Promise<PublicUser> {
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({
      name: input.name,
      email: normalizeEmail(input.email),
      passwordHash: await hashPassword(input.password),
      role: 'customer',
    })
    .returning();
  return toPublicUser(row);
}

export async function findByEmail(email: string): Promise<UserRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

/** Null when the user no longer exists. */
export async function updateName(userId: string, name: string): Promise<PublicUser | null> {
  const db = await getDb();
  const [row] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning();
  return row ? toPublicUser(row) : null;
}
