import { z } from 'zod';

import { count, emailAddress, instant, uuid } from '@/lib/api/openapi/schemas/common';
import { secondFactorSchema } from '@/lib/api/openapi/schemas/two-factor';
import { ROLES } from '@/lib/auth/roles';

/** Sign-in, the user, sessions and passwords (lib/api/contract/auth.ts and sessions.ts). */

export const platformRoleSchema = z
  .enum(ROLES)
  .meta({ id: 'Role', description: 'The platform role (not a role in an organisation).' });

export const userSchema = z
  .object({ id: uuid(), name: z.string(), email: emailAddress(), role: platformRoleSchema })
  .meta({ id: 'User' });

export const authResponseSchema = z
  .object({
    sessionToken: z.string().meta({ description: 'Send as `Authorization: Bearer <sessionToken>`.' }),
    role: platformRoleSchema,
    // Positive: zod's whole number alone would show its safe-integer bounds as the document's range.
    tokenExpirationTimestamp: z
      .number()
      .int()
      .positive()
      .meta({ description: 'When the session ends, epoch milliseconds.', example: 1_767_225_600_000 }),
    user: userSchema,
  })
  .meta({ id: 'AuthResponse' });

export const userSessionSchema = z
  .object({
    id: uuid(),
    current: z.boolean().meta({ description: 'The session of the call that listed them.' }),
    createdAt: instant(),
    lastActiveAt: instant(),
    ip: z.string().nullable().meta({ description: 'The address it was last used from; null when unknown.' }),
    userAgent: z.string().nullable(),
    secondFactor: secondFactorSchema
      .nullable()
      .meta({ description: 'How the sign-in passed its second step; null: it had none.' }),
  })
  .meta({ id: 'UserSession' });

export const passwordChangedSchema = z
  .object({ endedSessions: count().meta({ description: 'How many other sessions ended.' }) })
  .meta({ id: 'PasswordChanged' });

export const passwordResetRequestedSchema = z
  .object({ delivery: z.enum(['email', 'administrator']) })
  .meta({ id: 'PasswordResetRequested', description: 'The same whether or not the address has an account.' });

export const passwordResetConfirmedSchema = z
  .object({ passwordChanged: z.literal(true) })
  .meta({ id: 'PasswordResetConfirmed' });

export const passwordResetLinkSchema = z
  .object({ url: z.string(), expiresAt: instant() })
  .meta({ id: 'PasswordResetLink', description: 'A one-time link for a customer, shown once.' });
