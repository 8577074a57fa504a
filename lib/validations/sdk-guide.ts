import { object, string, type InferType } from 'yup';

import { MAX_LENGTH, REQUIRED } from '@/lib/validations/messages';
import { SDK_GUIDE_MAX_LENGTH } from '@/lib/validations/sdk-guide-limit';
import { hasVisibleText } from '@/lib/validations/visible-text';

/** An instant as the API writes it (`2025-03-05T10:42:00.123Z`, an offset allowed), nothing looser. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The admin's guide editor and PUT /api/sdk-guide: markdown as written (not trimmed), not blank (white
 * space and invisible characters alone are blank). `baseUpdatedAt` is the `updatedAt` of the version the
 * draft started from (null: the default guide); without it the save overwrites whatever is newest.
 */
export const sdkGuideSchema = object({
  markdown: string()
    .required(REQUIRED)
    .test('not-blank', REQUIRED, hasVisibleText)
    .max(SDK_GUIDE_MAX_LENGTH, MAX_LENGTH),
  baseUpdatedAt: string()
    .nullable()
    .test(
      'instant',
      REQUIRED,
      (value) => value == null || (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))),
    ),
});
export type SdkGuideInput = InferType<typeof sdkGuideSchema>;
