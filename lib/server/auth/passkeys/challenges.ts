import 'server-only';

import { and, eq, gt, isNull, lt } from 'drizzle-orm';

import type { DbExecutor } from '@/lib/server/audit/record';
import { hashToken } from '@/lib/server/auth/sessions';
import { passkeyChallenges } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/api-error';
import { consoleOrigin } from '@/lib/server/http/console-origin';
import { PASSKEY_REJECTED } from '@/lib/validations/messages';

/** How long a browser may take to answer a passkey prompt. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * The relying party a passkey belongs to (docs/product.md, Passkeys): the console's origin
 * (CONSOLE_URL, or an allowed origin the page is on, or without either the address called) and its
 * host name, which browsers bind each passkey to.
 */
export function relyingParty(request: Request): { origin: string; rpID: string } {
  const origin = consoleOrigin(request);
  return { origin, rpID: new URL(origin).hostname };
}

/** A sign-in whose passkey answer does not verify. */
export function passkeyRejected(): ApiError {
  return new ApiError(401, 'passkey_rejected', 'The passkey could not be verified: try again');
}

/** A passkey being added that does not verify: 400, its `response` field named. */
export function passkeyNotAdded(): ApiError {
  return new ApiError(400, 'validation_failed', 'The passkey could not be verified: try again', {
    fields: { response: PASSKEY_REJECTED },
  });
}

/**
 * Keeps a challenge that `generate…Options` made: only its SHA-256, for five minutes, for one purpose
 * and (but for a sign-in with a passkey alone) one account. Rows over an hour past their end go.
 */
export async function storeChallenge(
  db: DbExecutor,
  challenge: string,
  purpose: 'register' | 'sign_in',
  userId: string | null,
): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date(Date.now() - 3_600_000)));
  await db.insert(passkeyChallenges).values({
    userId,
    purpose,
    challengeHash: hashToken(challenge),
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_TTL_MS),
  });
}

/** The challenge the browser signed, as its client data names it; null for anything unreadable. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Spends the challenge a browser's answer signed, if this server made it for `purpose` and `userId`
 * and it is unspent and unexpired; returns it for the library to check against, or null. Spent
 * before the signature is checked: a failed answer cannot be tried again with the same challenge.
 */
export async function spendChallenge(
  db: DbExecutor,
  clientDataJSON: string,
  purpose: 'register' | 'sign_in',
  userId: string | null,
): Promise<string | null> {
  const challenge = signedChallenge(clientDataJSON);
  if (!challenge) return null;
  const spent = await db
    .update(passkeyChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passkeyChallenges.challengeHash, hashToken(challenge)),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
        isNull(passkeyChallenges.usedAt),
        gt(passkeyChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ id: passkeyChallenges.id });
  return spent.length > 0 ? challenge : null;
}
