import 'server-only';

import { and, eq, isNull, lt, or } from 'drizzle-orm';

import type { SecondFactor } from '@/lib/auth/second-factor';
import type { DbExecutor } from '@/lib/server/audit/record';
import { hashRecoveryCode, totpTimeStep } from '@/lib/server/auth/two-factor/codes';
import { serverConfig } from '@/lib/server/config';
import { passkeys, recoveryCodes, userTotp } from '@/lib/server/db/schema';
import { rateLimited } from '@/lib/server/http/api-error';
import { rateLimiter } from '@/lib/server/rate-limit/limiter';

/** A second factor as a form or the API gives it: a code of the authenticator app, or a recovery code. */
export interface SecondFactorInput {
  code?: string;
  recoveryCode?: string;
}

/**
 * Checks a second factor of `userId` and spends it: a TOTP code's time step is written as the last
 * one used (so the same code, or an earlier one, is refused from then on, on every instance: the write
 * is conditional), a recovery code is marked used. Wrong codes are counted per account
 * (MFA_RATE_LIMIT), wherever they are typed; past the limit every code is refused with 429 until the
 * window ends, the right one too. Returns how the step was passed, or null for a wrong code.
 * `confirmedOnly`: false while setting up, when the secret is not yet confirmed.
 */
export async function spendSecondFactor(
  db: DbExecutor,
  userId: string,
  input: SecondFactorInput,
  { confirmedOnly = true }: { confirmedOnly?: boolean } = {},
): Promise<SecondFactor | null> {
  return countedSecondFactor(userId, () =>
    input.recoveryCode
      ? spendRecoveryCode(db, userId, input.recoveryCode)
      : spendTotpCode(db, userId, input.code ?? '', confirmedOnly),
  );
}

/**
 * Runs `check` of a second factor of `userId` (a code, or a passkey's answer) within the account's
 * limit of wrong attempts (MFA_RATE_LIMIT): 429 past it, the count given back on success.
 */
export async function countedSecondFactor(
  userId: string,
  check: () => Promise<SecondFactor | null>,
): Promise<SecondFactor | null> {
  const limiter = rateLimiter('mfa', serverConfig().mfaRateLimit);
  const key = `user:${userId}`;
  const state = await limiter?.hit(key);
  if (state?.limited) throw rateLimited(state.retryAfterSeconds);
  const passed = await check();
  if (passed) await limiter?.release(key);
  return passed;
}

async function spendTotpCode(
  db: DbExecutor,
  userId: string,
  code: string,
  confirmedOnly: boolean,
): Promise<SecondFactor | null> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  if (!row || (confirmedOnly && !row.confirmedAt)) return null;
  const step = await totpTimeStep(row.secret, code, row.lastTimeStep);
  if (step === null) return null;
  const spent = await db
    .update(userTotp)
    .set({ lastTimeStep: step })
    .where(
      and(eq(userTotp.userId, userId), or(isNull(userTotp.lastTimeStep), lt(userTotp.lastTimeStep, step))),
    )
    .returning({ userId: userTotp.userId });
  return spent.length > 0 ? 'totp' : null;
}

async function spendRecoveryCode(db: DbExecutor, userId: string, code: string): Promise<SecondFactor | null> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0 ? 'recovery_code' : null;
}

/** Whether `userId` has an authenticator app set up and confirmed. */
export async function hasTotp(db: DbExecutor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ confirmedAt: userTotp.confirmedAt })
    .from(userTotp)
    .where(eq(userTotp.userId, userId))
    .limit(1);
  return !!row?.confirmedAt;
}

/**
 * How `userId` may pass a sign-in's second step: with an authenticator app, its code or a recovery
 * code; with a passkey, the passkey. Empty: the password alone signs in.
 */
export async function secondFactorMethods(db: DbExecutor, userId: string): Promise<SecondFactor[]> {
  const [totp, [key]] = await Promise.all([
    hasTotp(db, userId),
    db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1),
  ]);
  return [...(totp ? (['totp', 'recovery_code'] as const) : []), ...(key ? (['passkey'] as const) : [])];
}

/**
 * Whether `userId` signs in with a second step (an authenticator app or a passkey): what an
 * organisation that requires two-factor sign-in asks of its members.
 */
export async function hasSecondFactor(db: DbExecutor, userId: string): Promise<boolean> {
  return (await secondFactorMethods(db, userId)).length > 0;
}
