import 'server-only';

import { randomBytes } from 'node:crypto';

import { and, eq, gt, isNull, lt } from 'drizzle-orm';

import type { MfaChallenge } from '@/lib/api/contract/two-factor';
import type { SecondFactor } from '@/lib/auth/second-factor';
import type { DbExecutor } from '@/lib/server/audit/record';
import { hashToken } from '@/lib/server/auth/sessions';
import { signInChallenges } from '@/lib/server/db/schema';

/** How long the second step may wait after the password step. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * The password step's answer for an account with a second factor: a random challenge (only its
 * SHA-256 kept, as for sessions) that expires in five minutes, and how the second step may be passed. Challenges that ended over an hour ago
 * are deleted on the way.
 */
export async function createChallenge(
  db: DbExecutor,
  userId: string,
  methods: SecondFactor[],
): Promise<MfaChallenge> {
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, new Date(Date.now() - 3_600_000)));
  await db.insert(signInChallenges).values({ userId, tokenHash: hashToken(challenge), expiresAt });
  return {
    mfaRequired: true,
    challenge,
    challengeExpiresAt: expiresAt.toISOString(),
    methods,
  };
}

/** The account a challenge is for, while it is unspent and unexpired; null otherwise. */
export async function challengedUser(db: DbExecutor, challenge: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, hashToken(challenge)),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/** Spends a challenge: true for the one call that does, false when it was spent or expired meanwhile. */
export async function spendChallenge(db: DbExecutor, challenge: string): Promise<boolean> {
  const spent = await db
    .update(signInChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(signInChallenges.tokenHash, hashToken(challenge)),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ id: signInChallenges.id });
  return spent.length > 0;
}
