import type { z } from 'zod';

import type {
  mfaChallengeSchema,
  passkeySchema,
  recoveryCodesSchema,
  totpSetupSchema,
  twoFactorStatusSchema,
} from '@/lib/api/openapi/schemas/two-factor';

/**
 * Two-factor sign-in's API shapes (docs/product.md, Two-factor sign-in), shared by the console and the
 * reference backend; their schemas are in the OpenAPI document (lib/api/openapi/schemas/two-factor.ts).
 */

/**
 * GET /api/user/2fa: whether an authenticator app guards the sign-in, how many recovery codes are left,
 * and how many passkeys the account has (each a second step too).
 */
export type TwoFactorStatus = z.output<typeof twoFactorStatusSchema>;

/** POST /api/user/2fa/totp: the secret to give the authenticator app, as text and as its otpauth URL. */
export type TotpSetup = z.output<typeof totpSetupSchema>;

/** The recovery codes, shown once: after the set-up's confirmation, and when made again. */
export type RecoveryCodes = z.output<typeof recoveryCodesSchema>;

/** The password step's answer for an account with a second factor: no session yet, a challenge. */
export type MfaChallenge = z.output<typeof mfaChallengeSchema>;

/** GET /api/user/passkeys: one of the account's passkeys (docs/product.md, Passkeys). */
export type Passkey = z.output<typeof passkeySchema>;

/** Whether the sign-in's answer asks for the second step. */
export function isMfaChallenge(value: unknown): value is MfaChallenge {
  return !!value && typeof value === 'object' && (value as { mfaRequired?: unknown }).mfaRequired === true;
}
