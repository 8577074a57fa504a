/**
 * How a sign-in's second step was passed (docs/product.md, Two-factor sign-in): a code of the account's
 * authenticator app, one of its single-use recovery codes, or a passkey (which may also sign in alone).
 * Sessions and audit entries record it.
 */
export const SECOND_FACTORS = ['totp', 'recovery_code', 'passkey'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

/** A TOTP code: six digits, the authenticator apps' default (RFC 6238 with SHA-1 and 30-second steps). */
export const TOTP_DIGITS = 6;

/** How many recovery codes a set holds. */
export const RECOVERY_CODE_COUNT = 10;
