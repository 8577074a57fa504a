import { z } from 'zod';

import { TOTP_DIGITS } from '@/lib/auth/second-factor';
import { text } from '@/lib/validations/fields';
import { PASSWORD_MAX_LENGTH } from '@/lib/validations/limits';
import { INVALID_CODE, maxLength, ONE_OF, REQUIRED } from '@/lib/validations/messages';
import { authenticationResponseSchema } from '@/lib/validations/passkeys';

/**
 * The two-factor forms and calls (docs/product.md, Two-factor sign-in). A code of the authenticator app
 * is six digits; spaces typed or pasted inside it are dropped. A recovery code is checked against the
 * stored ones, whatever its case and dashes.
 */
export const totpCodeField = () =>
  text()
    .overwrite((value) => value.replace(/\s/g, ''))
    .min(1, REQUIRED)
    .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), INVALID_CODE);

/** Recovery codes are 11 characters with their dash; a longer value is not one. */
export const RECOVERY_CODE_MAX_LENGTH = 40;
const recoveryCodeField = () =>
  text().trim().min(1, REQUIRED).max(RECOVERY_CODE_MAX_LENGTH, maxLength(RECOVERY_CODE_MAX_LENGTH));

/** Challenges are 43 characters (32 random bytes, base64url). */
const CHALLENGE_MAX_LENGTH = 100;

/** The account's password, asked before its second factor changes. */
const passwordField = () => text().min(1, REQUIRED).max(PASSWORD_MAX_LENGTH, maxLength(PASSWORD_MAX_LENGTH));

/** POST /api/user/2fa/totp: beginning the set-up asks for the password. */
export const totpStartSchema = z.object({ password: passwordField() });
export type TotpStartInput = z.output<typeof totpStartSchema>;

/** POST /api/user/2fa/totp/confirm and /api/user/2fa/recovery-codes. */
export const totpCodeSchema = z.object({ code: totpCodeField() });
export type TotpCodeInput = z.output<typeof totpCodeSchema>;

/**
 * One second factor (`code` is asked for when none comes), never two: a code of the app or a recovery
 * code, and at the sign-in's second step a passkey too.
 */
function oneFactor(
  value: { code?: string; recoveryCode?: string; passkey?: unknown },
  context: z.RefinementCtx,
) {
  const given = [value.code, value.recoveryCode, value.passkey].filter((factor) => factor !== undefined);
  if (given.length === 0) context.addIssue({ code: 'custom', message: REQUIRED, path: ['code'] });
  if (given.length > 1)
    context.addIssue({
      code: 'custom',
      message: ONE_OF,
      path: [value.passkey !== undefined ? 'passkey' : 'recoveryCode'],
    });
}
const factorFields = () => ({
  code: totpCodeField().optional(),
  recoveryCode: recoveryCodeField().optional(),
});

/** DELETE /api/user/2fa/totp: the password and a code (or a recovery code). */
export const disableTotpSchema = z
  .object({
    password: passwordField(),
    ...factorFields(),
  })
  .superRefine(oneFactor);
export type DisableTotpInput = z.output<typeof disableTotpSchema>;

/**
 * POST /api/v1/auth/login/mfa: the challenge the password step gave, and a code, a recovery code or a
 * passkey's answer (to the options of /api/v1/auth/login/passkey/options).
 */
export const secondStepSchema = z
  .object({
    challenge: text().min(1, REQUIRED).max(CHALLENGE_MAX_LENGTH, maxLength(CHALLENGE_MAX_LENGTH)),
    ...factorFields(),
    passkey: authenticationResponseSchema.optional(),
  })
  .superRefine(oneFactor);
export type SecondStepInput = z.output<typeof secondStepSchema>;
