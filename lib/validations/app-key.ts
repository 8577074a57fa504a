import { z } from 'zod';

import { KEY_GRACE_MAX_SECONDS } from '@/lib/validations/app-key-grace';
import { wholeNumber } from '@/lib/validations/fields';
import { maxNumber, WHOLE_NUMBER } from '@/lib/validations/messages';

/**
 * POST /api/apps/:id/rotate-key: `graceSeconds`, how long the old key is still accepted; absent or 0, it
 * stops at once. A JSON whole number of seconds, not "3600".
 */
export const rotateKeySchema = z.object({
  graceSeconds: wholeNumber()
    .min(0, WHOLE_NUMBER)
    .max(KEY_GRACE_MAX_SECONDS, maxNumber(KEY_GRACE_MAX_SECONDS))
    .optional(),
});
export type RotateKeyInput = z.output<typeof rotateKeySchema>;
