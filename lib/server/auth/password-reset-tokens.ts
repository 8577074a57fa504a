import 'server-only';

import { randomBytes } from 'node:crypto';

import { and, eq, gt, lt } from 'drizzle-orm';

import { RESET_PASSWORD_PATH } from '@/lib/routes';
import type { DbExecutor } from '@/lib/server/audit/record';
import { hashToken } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db/client';
import { passwordResetTokens } from '@/lib/server/db/schema';

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

export interface IssuedResetToken {
  token: string;
  expiresAt: Date;
}

/**
 * A new reset token for the user: 32 random bytes, handed out once (in an email or to an admin); the
 * database keeps only its SHA-256. Earlier tokens of the user stay valid until used or expired.
 */
export async function issueResetToken(userId: string, tx?: DbExecutor): Promise<IssuedResetToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
  const db = tx ?? (await getDb());
  // Expired tokens of anyone are gone with each new one: nothing else would remove them.
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, new Date()));
  await db.insert(passwordResetTokens).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/**
 * Uses up a token: the user it was for, or null when it is unknown, used or expired. The delete is
 * the check, so of two uses at once only one gets the user. Every other token of that user goes too.
 */
export async function consumeResetToken(token: string, tx?: DbExecutor): Promise<string | null> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .delete(passwordResetTokens)
    .where(
      and(eq(passwordResetTokens.tokenHash, hashToken(token)), gt(passwordResetTokens.expiresAt, new Date())),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!row) return null;
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, row.userId));
  return row.userId;
}

/** The link that opens the reset page with this token, on the console at `origin`. */
export function resetLink(origin: string, token: string): string {
  const url = new URL(RESET_PASSWORD_PATH, origin);
  url.searchParams.set('token', token);
  return url.toString();
}
