import type { z } from 'zod';

import type { savedViewSchema } from '@/lib/api/openapi/schemas/views';

/**
 * A saved view of the devices table, as `GET /api/views` lists it (docs/product.md, Saved views): a
 * named query string and the columns shown, shared with the organisation.
 */
export type SavedView = z.output<typeof savedViewSchema>;
