import type { z } from 'zod';

import type { apiTokenSchema, createdApiTokenSchema } from '@/lib/api/openapi/schemas/tokens';

/**
 * API tokens as `GET /api/user/tokens` and `GET /api/orgs/<id>/tokens` list them (docs/product.md,
 * API tokens). The value itself is never listed: `POST` answers it once, in `token`.
 */
export type ApiToken = z.output<typeof apiTokenSchema>;

/** `POST /api/user/tokens` and `/api/orgs/<id>/tokens`: 201 with the value, shown this once. */
export type CreatedApiToken = z.output<typeof createdApiTokenSchema>;
