import { z } from 'zod';

import { text } from '@/lib/validations/fields';
import { maxLength, REQUIRED } from '@/lib/validations/messages';
import { SDK_GUIDE_MAX_LENGTH } from '@/lib/validations/sdk-guide-limit';
import { hasVisibleText } from '@/lib/validations/visible-text';

/** An instant as the API writes it (`2025-03-05T10:42:00.123Z`, an offset allowed), nothing looser. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The admin's guide editor and PUT /api/sdk-guide: markdown as written (not trimmed), not blank (white
 * space and invisible characters alone are blank). `baseUpdatedAt` is the `updatedAt` of the version the
 * draft started from (null: the default guide); without it the save overwrites whatever is newest.
 */
export const sdkGuideSchema = z.object({
  markdown: text()
    .min(1, REQUIRED)
    .refine(hasVisibleText, REQUIRED)
    .max(SDK_GUIDE_MAX_LENGTH, maxLength(SDK_GUIDE_MAX_LENGTH)),
  baseUpdatedAt: text()
    .refine((value) => ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)), REQUIRED)
    .nullish(),
});
export type SdkGuideInput = z.output<typeof sdkGuideSchema>;
