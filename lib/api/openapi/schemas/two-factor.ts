import { z } from 'zod';

import { count, instant, uuid } from '@/lib/api/openapi/schemas/common';
import { SECOND_FACTORS } from '@/lib/auth/second-factor';

/** Two-factor sign-in (lib/api/contract/two-factor.ts). */

export const secondFactorSchema = z
  .enum(SECOND_FACTORS)
  .meta({ id: 'SecondFactor', description: 'How a sign-in passed its second step.' });

export const twoFactorStatusSchema = z
  .object({
    totp: z.boolean().meta({ description: 'An authenticator app guards the sign-in.' }),
    recoveryCodesLeft: count().meta({
      description: 'Unused recovery codes; 0 while two-factor sign-in is off.',
    }),
    passkeys: count().meta({
      description: 'The account’s passkeys: with one, the sign-in has a second step too.',
    }),
  })
  .meta({ id: 'TwoFactorStatus' });

export const totpSetupSchema = z
  .object({
    secret: z.string().meta({ description: 'Base32, for typing into the app.' }),
    otpauthUrl: z
      .string()
      .meta({ description: 'The same secret as an `otpauth://totp/` URL, for a QR code.' }),
  })
  .meta({ id: 'TotpSetup', description: 'Not in force until confirmed with a first code.' });

export const recoveryCodesSchema = z
  .object({
    recoveryCodes: z.array(z.string()).meta({ description: 'Ten single-use codes, shown this once.' }),
  })
  .meta({ id: 'RecoveryCodes' });

export const mfaChallengeSchema = z
  .object({
    mfaRequired: z.literal(true),
    challenge: z
      .string()
      .meta({ description: 'Single use; send it with a code to `/api/v1/auth/login/mfa`.' }),
    challengeExpiresAt: instant(),
    methods: z.array(secondFactorSchema),
  })
  .meta({
    id: 'MfaChallenge',
    description: 'The password was right; a second step is needed. No session yet.',
  });

export const passkeySchema = z
  .object({
    id: uuid(),
    name: z.string().meta({ description: 'The name given when it was added.' }),
    createdAt: instant(),
    lastUsedAt: instant().nullable().meta({ description: 'Its last sign-in; null: none yet.' }),
  })
  .meta({ id: 'Passkey', description: 'A passkey of the account (a WebAuthn credential).' });

export const passkeyOptionsSchema = z.record(z.string(), z.unknown()).meta({
  id: 'PasskeyOptions',
  description:
    'WebAuthn options in their JSON form (`PublicKeyCredentialCreationOptionsJSON` or `PublicKeyCredentialRequestOptionsJSON`), for `navigator.credentials`; their challenge is single use and expires in five minutes.',
});
