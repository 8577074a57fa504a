import 'server-only';

import { eq } from 'drizzle-orm';

import type { AuthResponse } from '@/lib/api/contract/auth';
import { change, recordAudit, type AuditClient } from '@/lib/server/audit/record';
import { startSession } from '@/lib/server/auth/accounts';
import { passkeyRejected } from '@/lib/server/auth/passkeys/challenges';
import { releasePasskeyOptions, verifyPasskey } from '@/lib/server/auth/passkeys/sign-in';
import { sendNewSignInNotice } from '@/lib/server/auth/sign-in-notice';
import { challengedUser, spendChallenge } from '@/lib/server/auth/two-factor/challenges';
import { countedSecondFactor, spendSecondFactor } from '@/lib/server/auth/two-factor/verify';
import { toPublicUser } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/api-error';
import type { SecondStepInput } from '@/lib/validations/two-factor';

function challengeExpired(): ApiError {
  return new ApiError(401, 'challenge_expired', 'The sign-in took too long: sign in again');
}

/**
 * POST /api/v1/auth/login/mfa: the sign-in's second step (docs/product.md, Two-factor sign-in). The
 * challenge must be unspent and under five minutes old (401 challenge_expired), the code right
 * (401 invalid_code) or the passkey's answer verified (401 passkey_rejected); wrong attempts are
 * limited per account, 429. Then, in one transaction, the
 * challenge is spent, the session made and the sign-in audited with how its second step was passed;
 * a used recovery code is audited on its own too. Until then there is no session at all.
 */
export async function completeSecondStep(
  input: SecondStepInput,
  request: Request,
  client: AuditClient,
): Promise<AuthResponse> {
  const db = await getDb();
  const userId = await challengedUser(db, input.challenge);
  if (!userId) throw challengeExpired();
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw challengeExpired();
  const user = toPublicUser(row);
  const { passkey } = input;
  const tried = passkey ? 'passkey' : input.recoveryCode ? 'recovery_code' : 'totp';
  const passed = passkey
    ? await countedSecondFactor(userId, async () =>
        (await verifyPasskey(db, passkey, request, userId)) ? 'passkey' : null,
      )
    : await spendSecondFactor(
        db,
        userId,
        input.recoveryCode ? { recoveryCode: input.recoveryCode } : { code: input.code },
      );
  const target = { kind: 'user', id: user.id, label: user.email } as const;
  if (!passed) {
    await recordAudit(db, {
      source: { actor: { kind: 'anonymous', email: user.email }, client },
      action: 'auth.sign_in_failed',
      target,
      orgId: user.role === 'customer' ? user.id : null,
      changes: change('secondFactor', null, tried),
    });
    if (passkey) throw passkeyRejected();
    throw new ApiError(401, 'invalid_code', 'The code is not correct, or was used already');
  }
  const { answer, newOrigin } = await db.transaction(async (tx) => {
    if (!(await spendChallenge(tx, input.challenge))) throw challengeExpired();
    if (passed === 'recovery_code') {
      await recordAudit(tx, {
        source: { actor: { kind: 'user', user }, client },
        action: 'user.recovery_code_use',
        target,
      });
    }
    return startSession(tx, user, 'auth.sign_in', client, passed);
  });
  if (passed === 'passkey') await releasePasskeyOptions(client);
  if (newOrigin) sendNewSignInNotice(user, client, new Date());
  return answer;
}
