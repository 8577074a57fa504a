import 'server-only';

import { eq } from 'drizzle-orm';

import { hashPassword, verifyPassword } from '@/lib/server/auth/passwords';
import { revokeUserSessions } from '@/lib/server/auth/sessions';
import { findByEmail, normalizeEmail, toPublicUser, type PublicUser } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';

export type EnsureAdminOutcome = 'created' | 'updated' | 'unchanged';

/**
 * Makes sure the operator's admin account exists with this password: creates it, or promotes an
 * existing account and sets its password. A changed password ends the account's existing sessions.
 * Safe to run from several instances at once.
 */
export async function ensureAdmin(
  email: string,
  password: string,
): Promise<{ user: PublicUser; outcome: EnsureAdminOutcome }> {
  const db = await getDb();
  const existing = await findByEmail(email);
  if (!existing) {
    const [row] = await db
      .insert(users)
      .values({
        name: 'Administrator',
        email: normalizeEmail(email),
        passwordHash: await hashPassword(password),
        role: 'admin',
      })
      // Several instances on one PostgreSQL start at once: the one that loses the insert goes on as if
      // the admin had existed already, instead of stopping on the unique violation.
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!row) return ensureAdmin(email, password);
    return { user: toPublicUser(row), outcome: 'created' };
  }
  const passwordChanged = !(await verifyPassword(password, existing.passwordHash));
  if (!passwordChanged && existing.role === 'admin')
    return { user: toPublicUser(existing), outcome: 'unchanged' };
  const [row] = await db
    .update(users)
    .set({ role: 'admin', ...(passwordChanged ? { passwordHash: await hashPassword(password) } : {}) })
    .where(eq(users.id, existing.id))
    .returning();
  if (passwordChanged) await revokeUserSessions(existing.id);
  return { user: toPublicUser(row), outcome: 'updated' };
}
