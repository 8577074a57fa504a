import { z } from 'zod';

import { DEVICE_COLUMN_IDS } from '@/lib/api/types';
import { TAG_FILTER_MAX_LENGTH } from '@/lib/validations/device-tags';
import { text, requiredText } from '@/lib/validations/fields';
import { maxItems, maxLength, ONE_OF, REQUIRED } from '@/lib/validations/messages';

/** The longest name of a saved view: it is a line of the sidebar. */
export const VIEW_NAME_MAX = 60;

/** How many views an organisation keeps: a sidebar's worth, and a bound on what one call lists. */
export const VIEWS_PER_ORG = 100;

const viewName = () => requiredText().max(VIEW_NAME_MAX, maxLength(VIEW_NAME_MAX));

/** The devices table's query string, as GET /api/devices reads it (checked by the server as that). */
const viewQuery = () => text().max(TAG_FILTER_MAX_LENGTH, maxLength(TAG_FILTER_MAX_LENGTH));

/** The columns shown, by the table's ids, once each; null: the table's defaults. */
const viewColumns = () =>
  z
    .array(z.enum(DEVICE_COLUMN_IDS, { error: ONE_OF }), { error: REQUIRED })
    .max(DEVICE_COLUMN_IDS.length, maxItems(DEVICE_COLUMN_IDS.length))
    .refine((ids) => new Set(ids).size === ids.length, ONE_OF)
    .nullable();

/** POST /api/views: a named view of the devices table (docs/product.md, Saved views). */
export const newViewSchema = z.object({
  name: viewName(),
  query: viewQuery().default(''),
  columns: viewColumns().default(null),
});
export type NewViewInput = z.output<typeof newViewSchema>;

/** PATCH /api/views/<id>: a new name, query or columns; at least one. */
export const viewChangesSchema = z
  .object({ name: viewName().optional(), query: viewQuery().optional(), columns: viewColumns().optional() })
  .superRefine((value, context) => {
    if (value.name === undefined && value.query === undefined && value.columns === undefined)
      context.addIssue({ code: 'custom', message: REQUIRED, path: ['name'] });
  });
export type ViewChangesInput = z.output<typeof viewChangesSchema>;
