import { z } from 'zod';

import { guideVersionSchema } from '@/lib/api/openapi/schemas/sdk-guide';
import { tokenScopeSchema } from '@/lib/api/openapi/schemas/tokens';

/**
 * The API's one error shape (docs/product.md, API, "Errors"; lib/server/http/api-error.ts and
 * responses.ts): `{"error": {"code", "message", "fields"?, ...details}}`. The details some codes add
 * are listed here, so that the answers test refuses any other.
 */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z
        .string()
        .meta({ description: 'Stable, for programs; each operation lists the ones it answers.' }),
      message: z.string().meta({ description: 'For people, in English; may change.' }),
      fields: z.record(z.string(), z.string()).optional().meta({
        description:
          '400 validation_failed: field (or query parameter) -> message key (`required`, `oneOf`, `maxLength:100`, ...).',
      }),
      scope: tokenScopeSchema
        .optional()
        .meta({ description: '403 insufficient_scope: the scope the call needs.' }),
      current: guideVersionSchema.optional().meta({ description: '409 edit_conflict: the newest version.' }),
    }),
  })
  .meta({ id: 'Error' });
