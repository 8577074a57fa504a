import { z } from 'zod';

import { requiredText, text } from '@/lib/validations/fields';
import { PASSWORD_MAX_LENGTH } from '@/lib/validations/limits';
import { maxLength, REQUIRED } from '@/lib/validations/messages';

/** The longest name of a passkey ("MacBook Touch ID", "YubiKey 5"): a line of the account's list. */
export const PASSKEY_NAME_MAX = 60;

/** How many passkeys an account keeps: a phone, a laptop, a key or two, with room to spare. */
export const PASSKEYS_PER_USER = 20;

/** What a browser's answer may weigh: credential ids and signatures are small; attestations a few kB. */
const WEBAUTHN_VALUE_MAX = 16_384;
const base64url = () => text().max(WEBAUTHN_VALUE_MAX, maxLength(WEBAUTHN_VALUE_MAX));

/**
 * The browser's answer to `navigator.credentials.create()` or `.get()`, as `@simplewebauthn/browser`
 * puts it into JSON. Only its outline is checked here; the signature, the challenge, the origin and
 * the rest are the WebAuthn library's to verify (lib/server/auth/passkeys/).
 */
const credentialResponse = <T extends z.ZodRawShape>(fields: T) =>
  z.object(
    {
      id: base64url().min(1, REQUIRED),
      rawId: base64url().min(1, REQUIRED),
      type: z.literal('public-key', { error: REQUIRED }),
      response: z.object({ clientDataJSON: base64url().min(1, REQUIRED), ...fields }, { error: REQUIRED }),
      clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    },
    { error: REQUIRED },
  );

export const registrationResponseSchema = credentialResponse({
  attestationObject: base64url().min(1, REQUIRED),
  transports: z.array(text().max(40)).max(10).optional(),
  authenticatorData: base64url().optional(),
  publicKey: base64url().optional(),
  publicKeyAlgorithm: z.number().optional(),
});

export const authenticationResponseSchema = credentialResponse({
  authenticatorData: base64url().min(1, REQUIRED),
  signature: base64url().min(1, REQUIRED),
  userHandle: base64url().optional(),
});
export type AuthenticationResponseInput = z.output<typeof authenticationResponseSchema>;

/**
 * POST /api/user/passkeys/options and DELETE /api/user/passkeys/<id>: the account's password, as for
 * every change of its second factor (a stolen session alone must not add a way in or remove one).
 */
export const passkeyPasswordSchema = z.object({
  password: text().min(1, REQUIRED).max(PASSWORD_MAX_LENGTH, maxLength(PASSWORD_MAX_LENGTH)),
});
export type PasskeyPasswordInput = z.output<typeof passkeyPasswordSchema>;

/** POST /api/user/passkeys: the name the user gave it, and the browser's answer to the options. */
export const newPasskeySchema = z.object({
  name: requiredText().max(PASSKEY_NAME_MAX, maxLength(PASSKEY_NAME_MAX)),
  response: registrationResponseSchema,
});
export type NewPasskeyInput = z.output<typeof newPasskeySchema>;

/** POST /api/v1/auth/login/passkey: a sign-in with a passkey alone. */
export const passkeySignInSchema = z.object({ response: authenticationResponseSchema });
export type PasskeySignInInput = z.output<typeof passkeySignInSchema>;

/** POST /api/v1/auth/login/passkey/options: with the password step's challenge, for the second step. */
export const passkeyOptionsSchema = z.object({ challenge: text().max(100, maxLength(100)).optional() });
