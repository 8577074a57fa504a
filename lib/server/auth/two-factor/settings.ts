import 'server-only';

import { and, count, eq, isNull } from 'drizzle-orm';

import type { TwoFactorStatus, TotpSetup } from '@/lib/api/contract/two-factor';
import {
  change,
  recordAudit,
  type AuditClient,
  type AuditEntryInput,
  type DbExecutor,
} from '@/lib/server/audit/record';
import { verifyPassword } from '@/lib/server/auth/passwords';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpUrl,
} from '@/lib/server/auth/two-factor/codes';
import { hasTotp, spendSecondFactor, type SecondFactorInput } from '@/lib/server/auth/two-factor/verify';
import type { PublicUser } from '@/lib/server/auth/users';
import { serverConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { passkeys, recoveryCodes, users, userTotp } from '@/lib/server/db/schema';
import { ApiError, rateLimited, unauthorized } from '@/lib/server/http/api-error';
import { rateLimiter } from '@/lib/server/rate-limit/limiter';
import { consoleSettingValues } from '@/lib/settings/public';
import { INVALID_CODE, WRONG_PASSWORD } from '@/lib/validations/messages';
import type { DisableTotpInput } from '@/lib/validations/two-factor';

/**
 * An account's own two-factor settings (docs/product.md, Two-factor sign-in): setting up an
 * authenticator app (a secret, then a first code confirms it and brings ten recovery codes), new
 * recovery codes, and turning it off (the password and a code). Each change is audited.
 */

const entryOf = (user: PublicUser, client: AuditClient): Pick<AuditEntryInput, 'source' | 'target'> => ({
  source: { actor: { kind: 'user', user }, client },
  target: { kind: 'user', id: user.id, label: user.email },
});

function wrongCode(which: 'code' | 'recoveryCode' = 'code'): ApiError {
  return new ApiError(400, 'validation_failed', 'The code is not correct, or was used already', {
    fields: { [which]: INVALID_CODE },
  });
}

/** GET /api/user/2fa. */
export async function twoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const db = await getDb();
  const enabled = await hasTotp(db, userId);
  const [left] = await db
    .select({ value: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const [keys] = await db.select({ value: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return {
    totp: enabled,
    recoveryCodesLeft: enabled ? (left?.value ?? 0) : 0,
    passkeys: keys?.value ?? 0,
  };
}

/**
 * The account's password, asked before its second factor changes: a session alone (a stolen one) must
 * not set up an app or a passkey of its own, or remove one, and lock the owner out or keep a way in. Counted as at "Change password"
 * (password-change.ts); 400 with `fields.password` wrongPassword.
 */
export async function checkPassword(db: DbExecutor, user: PublicUser, password: string): Promise<void> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row) throw unauthorized();
  const limiter = rateLimiter('password-change', serverConfig().loginRateLimit);
  const state = await limiter?.hit(`user:${user.id}`);
  if (state?.limited) throw rateLimited(state.retryAfterSeconds);
  if (!(await verifyPassword(password, row.passwordHash))) {
    throw new ApiError(400, 'validation_failed', 'The password is not correct', {
      fields: { password: WRONG_PASSWORD },
    });
  }
  await limiter?.release(`user:${user.id}`);
}

/**
 * POST /api/user/2fa/totp {password}: a new secret, not yet in force (a set-up begun again replaces
 * it); 409 totp_enabled when an authenticator app is already set up (turn it off first).
 */
export async function startTotpSetup(user: PublicUser, password: string): Promise<TotpSetup> {
  const db = await getDb();
  await checkPassword(db, user, password);
  const secret = newTotpSecret();
  const [kept] = await db
    .insert(userTotp)
    .values({ userId: user.id, secret })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret, lastTimeStep: null, createdAt: new Date() },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ secret: userTotp.secret });
  if (!kept) throw new ApiError(409, 'totp_enabled', 'Two-factor sign-in is already on');
  return { secret, otpauthUrl: totpUrl(secret, user.email, consoleSettingValues().PRODUCT_NAME) };
}

async function replaceRecoveryCodes(tx: DbExecutor, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/**
 * POST /api/user/2fa/totp/confirm: the first code from the app puts it in force; the answer holds the
 * recovery codes, shown this once. 409 totp_not_started without a set-up begun; 400 invalid_code.
 */
export async function confirmTotp(user: PublicUser, code: string, client: AuditClient): Promise<string[]> {
  const db = await getDb();
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, user.id)).limit(1);
  if (!row) throw new ApiError(409, 'totp_not_started', 'Start setting up two-factor sign-in first');
  if (row.confirmedAt) throw new ApiError(409, 'totp_enabled', 'Two-factor sign-in is already on');
  if (!(await spendSecondFactor(db, user.id, { code }, { confirmedOnly: false }))) throw wrongCode();
  return db.transaction(async (tx) => {
    // Only the secret the code was checked against, and only once: a set-up begun again meanwhile (in
    // another tab) or a second confirmation changes nothing.
    const confirmed = await tx
      .update(userTotp)
      .set({ confirmedAt: new Date() })
      .where(and(eq(userTotp.userId, user.id), eq(userTotp.secret, row.secret), isNull(userTotp.confirmedAt)))
      .returning({ userId: userTotp.userId });
    if (confirmed.length === 0)
      throw new ApiError(409, 'totp_not_started', 'Start setting up two-factor sign-in again');
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordAudit(tx, { ...entryOf(user, client), action: 'user.2fa_enable' });
    return codes;
  });
}

async function requireEnabled(db: DbExecutor, userId: string): Promise<void> {
  if (!(await hasTotp(db, userId))) throw new ApiError(409, 'totp_not_enabled', 'Two-factor sign-in is off');
}

/** POST /api/user/2fa/recovery-codes {code}: a new set replaces the old one, whose codes stop working. */
export async function regenerateRecoveryCodes(
  user: PublicUser,
  code: string,
  client: AuditClient,
): Promise<string[]> {
  const db = await getDb();
  await requireEnabled(db, user.id);
  if (!(await spendSecondFactor(db, user.id, { code }))) throw wrongCode();
  return db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordAudit(tx, { ...entryOf(user, client), action: 'user.recovery_codes_regenerate' });
    return codes;
  });
}

/**
 * DELETE /api/user/2fa/totp {password, code | recoveryCode}: both are needed, so neither a stolen
 * session nor a stolen phone alone turns it off. 400 with the field that was wrong.
 */
export async function disableTotp(
  user: PublicUser,
  input: DisableTotpInput,
  client: AuditClient,
): Promise<void> {
  const db = await getDb();
  await requireEnabled(db, user.id);
  await checkPassword(db, user, input.password);
  const factor: SecondFactorInput = input.recoveryCode
    ? { recoveryCode: input.recoveryCode }
    : { code: input.code };
  const passed = await spendSecondFactor(db, user.id, factor);
  if (!passed) throw wrongCode(input.recoveryCode ? 'recoveryCode' : 'code');
  await db.transaction(async (tx) => {
    await tx.delete(userTotp).where(eq(userTotp.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await recordAudit(tx, {
      ...entryOf(user, client),
      action: 'user.2fa_disable',
      changes: change('secondFactor', null, passed),
    });
  });
}
