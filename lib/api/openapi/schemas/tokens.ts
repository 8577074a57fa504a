import { z } from 'zod';

import { emailAddress, instant, uuid } from '@/lib/api/openapi/schemas/common';
import { TOKEN_KINDS, TOKEN_SCOPES } from '@/lib/auth/api-tokens';

/** API tokens (lib/api/contract/api-tokens.ts; docs/product.md, API tokens). */

export const tokenScopeSchema = z.enum(TOKEN_SCOPES).meta({
  id: 'TokenScope',
  description: 'What a token may touch; a `:write` scope includes reading the same things.',
});

export const apiTokenSchema = z
  .object({
    id: uuid(),
    kind: z.enum(TOKEN_KINDS),
    name: z.string(),
    orgId: uuid(),
    orgName: z.string(),
    scopes: z.array(tokenScopeSchema),
    appId: uuid().nullable().meta({ description: 'The one app it is restricted to; null: every app.' }),
    appName: z.string().nullable(),
    masked: z.string().meta({
      description: 'Its prefix and last four characters, to tell it apart.',
      examples: ['fdp_••••••••abcd'],
    }),
    createdBy: z
      .object({ id: uuid(), name: z.string(), email: emailAddress() })
      .nullable()
      .meta({ description: 'A personal token’s user, an organisation token’s creator; null once deleted.' }),
    createdAt: instant(),
    expiresAt: instant(),
    expired: z.boolean(),
    lastUsedAt: instant().nullable(),
    lastUsedIp: z.string().nullable(),
  })
  .meta({ id: 'ApiToken', description: 'A token as listed: never its value.' });

export const createdApiTokenSchema = z
  .object({
    data: apiTokenSchema,
    token: z
      .string()
      .regex(/^fd[po]_[A-Za-z0-9]{36}$/)
      .meta({
        description: 'The value, answered this once: the prefix, 30 random characters and a checksum.',
      }),
  })
  .meta({ id: 'CreatedApiToken' });
