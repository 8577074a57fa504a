import { z } from 'zod';

import { instant, uuid } from '@/lib/api/openapi/schemas/common';
import { DEVICE_COLUMN_IDS } from '@/lib/api/types';

/** Saved views of the devices table (lib/api/contract/views.ts; docs/product.md, Saved views). */
export const savedViewSchema = z
  .object({
    id: uuid(),
    name: z.string(),
    query: z.string().meta({
      description:
        'The devices table’s query string (filters, search and sort), as GET /api/devices reads it: `tag=store-42&attr.region=eu&sort=lastSeen:desc`.',
    }),
    columns: z
      .array(z.enum(DEVICE_COLUMN_IDS))
      .nullable()
      .meta({ description: 'The columns shown, in the table’s ids; null: the table’s defaults.' }),
    createdBy: z
      .string()
      .nullable()
      .meta({ description: 'The name of the member who saved it; null once their account is deleted.' }),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'SavedView' });
