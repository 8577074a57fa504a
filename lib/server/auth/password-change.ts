import 'server-only';

import { eq } from 'drizzle-orm';

import type { PasswordChanged } from '@/lib/api/contract/sessions';
import { change, recordAudit, type AuditClient, type AuditEntryInput } from '@/lib/server/audit/record';
import { hashPassword, verifyPassword } from '@/lib/server/auth/passwords';
import { revokeUserSessions } from '@/lib/server/auth/sessions';
import type { PublicUser } from '@/lib/server/auth/users';
import { serverConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { ApiError, rateLimited, unauthorized } from '@/lib/server/http/api-error';
import { rateLimiter } from '@/lib/server/rate-limit/limiter';
import type { ChangePasswordInput } from '@/lib/validations/account';
import { WRONG_PASSWORD } from '@/lib/validations/messages';

/**
 * "Change password": the current password, then the new one. Every other session of the user ends
 * (a thief's among them); the one asking stays. A wrong current password is a guess like a failed
 * sign-in: LOGIN_RATE_LIMIT counts them per account, and past it the account's changes answer 429
 * until the window ends; a successful change gives its count back. Both a change (with the sessions it
 * ended) and a wrong current password go into the audit log, which the account's owner reads.
 */
export async function changePassword(
  user: PublicUser,
  sessionId: string,
  input: ChangePasswordInput,
  client: AuditClient,
): Promise<PasswordChanged> {
  const limiter = rateLimiter('password-change', serverConfig().loginRateLimit);
  const key = `user:${user.id}`;
  const state = await limiter?.hit(key);
  if (state?.limited) throw rateLimited(state.retryAfterSeconds);

  const db = await getDb();
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row) throw unauthorized();
  const entry: Pick<AuditEntryInput, 'source' | 'target'> = {
    source: { actor: { kind: 'user', user }, client },
    target: { kind: 'user', id: user.id, label: user.email },
  };
  if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
    await recordAudit(db, { ...entry, action: 'user.password_change_failed' });
    throw new ApiError(400, 'validation_failed', 'The current password is not correct', {
      fields: { currentPassword: WRONG_PASSWORD },
    });
  }
  await limiter?.release(key);
  const passwordHash = await hashPassword(input.newPassword);
  const endedSessions = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const ended = await revokeUserSessions(user.id, sessionId, tx);
    await recordAudit(tx, {
      ...entry,
      action: 'user.password_change',
      changes: change('sessionsEnded', null, String(ended)),
    });
    return ended;
  });
  return { endedSessions };
}
