import 'server-only';

import { createHash, randomInt } from 'node:crypto';

import { generateSecret, generateURI, verify } from 'otplib';

import { RECOVERY_CODE_COUNT } from '@/lib/auth/second-factor';

/**
 * The codes of two-factor sign-in (docs/product.md, Two-factor sign-in): TOTP (RFC 6238, with otplib:
 * SHA-1, six digits, 30-second steps, as authenticator apps expect) and recovery codes.
 */

/** A new authenticator secret: 20 random bytes, base32 (what apps and the otpauth URL take). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The URL a QR code carries to an authenticator app: the product as issuer, the email as account. */
export function totpUrl(secret: string, email: string, product: string): string {
  return generateURI({ issuer: product, label: email, secret });
}

/**
 * The time step of `code` if it is right for `secret` now, or one step before or after (a phone's clock
 * drifts, a code is typed as it turns), and later than `afterTimeStep` (a code counts once); else null.
 */
export async function totpTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  }).catch(() => null);
  // The TOTP strategy's result names the code's time step (otplib's union type also covers HOTP's).
  return result?.valid && 'timeStep' in result ? (result.timeStep as number) : null;
}

// No 0/o, 1/l/i: a code written down on paper is read back without doubt.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_HALF = 5;

/** A set of recovery codes, as shown once: `xxxxx-xxxxx`, 10 characters of 31 (about 50 bits). */
export function newRecoveryCodes(): string[] {
  const half = () =>
    Array.from({ length: RECOVERY_HALF }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    );
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`);
}

/** A recovery code as typed, whatever its case, spaces and dashes: the form it is hashed in. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** What is kept of a recovery code: the SHA-256 of its normalized form. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('base64url');
}
