import 'server-only';

import { eq } from 'drizzle-orm';

import type { Role } from '@/lib/auth/roles';
import { change, recordAudit, type AuditSource, type DbExecutor } from '@/lib/server/audit/record';
import { hashPassword } from '@/lib/server/auth/passwords';
import { getDb } from '@/lib/server/db/client';
import { users, type UserRow } from '@/lib/server/db/schema';
import { ensurePersonalOrg } from '@/lib/server/domain/personal-org';

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

/**
 * Throws a unique violation (see isUniqueViolation) when the email is taken. `tx`: the sign-up's
 * transaction. The password is hashed before (slow work that must not hold a transaction open).
 */
export async function insertCustomer(
  input: { name: string; email: string; passwordHash: string },
  tx?: DbExecutor,
): Promise<PublicUser> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .insert(users)
    .values({
      name: input.name,
      email: normalizeEmail(input.email),
      passwordHash: input.passwordHash,
      role: 'customer',
    })
    .returning();
  // Their first organisation, named after them (sign-up gives every customer one).
  await ensurePersonalOrg(db, row);
  return toPublicUser(row);
}

/** A customer made outside a sign-up (tests, scripts): no session and no audit entry of its own. */
export async function createCustomer(input: {
  name: string;
  email: string;
  password: string;
}): Promise<PublicUser> {
  return insertCustomer({ ...input, passwordHash: await hashPassword(input.password) });
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

/** Null when the user no longer exists. A new name is audited (`user.name_change`) with the change. */
export async function updateName(
  userId: string,
  name: string,
  source: AuditSource,
): Promise<PublicUser | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) return null;
    const [row] = await tx.update(users).set({ name }).where(eq(users.id, userId)).returning();
    const changes = change('name', before.name, row.name);
    if (changes.length > 0) {
      await recordAudit(tx, {
        source,
        action: 'user.name_change',
        target: { kind: 'user', id: row.id, label: row.email },
        orgId: row.role === 'customer' ? row.id : null,
        changes,
      });
    }
    return toPublicUser(row);
  });
}
