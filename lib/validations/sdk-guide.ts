import { object, string, type InferType } from 'yup';

import { MAX_LENGTH, REQUIRED } from '@/lib/validations/messages';
import { SDK_GUIDE_MAX_LENGTH } from '@/lib/validations/sdk-guide-limit';
import { hasVisibleText } from '@/lib/validations/visible-text';

/**
 * The admin's guide editor and PUT /api/sdk-guide: markdown as written (not trimmed), not blank (white
 * space and invisible characters alone are blank).
 */
export const sdkGuideSchema = object({
  markdown: string()
    .required(REQUIRED)
    .test('not-blank', REQUIRED, hasVisibleText)
    .max(SDK_GUIDE_MAX_LENGTH, MAX_LENGTH),
});
export type SdkGuideInput = InferType<typeof sdkGuideSchema>;
