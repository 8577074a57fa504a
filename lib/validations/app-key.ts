import { number, object, type InferType } from 'yup';

import { KEY_GRACE_MAX_SECONDS } from '@/lib/validations/app-key-grace';
import { MAX_NUMBER, WHOLE_NUMBER } from '@/lib/validations/messages';

/**
 * POST /api/apps/:id/rotate-key: `graceSeconds`, how long the old key is still accepted; absent or 0, it
 * stops at once. Strict: a JSON whole number of seconds, not "3600".
 */
export const rotateKeySchema = object({
  graceSeconds: number()
    .strict()
    .typeError(WHOLE_NUMBER)
    .integer(WHOLE_NUMBER)
    .min(0, WHOLE_NUMBER)
    .max(KEY_GRACE_MAX_SECONDS, MAX_NUMBER)
    .optional(),
});
export type RotateKeyInput = InferType<typeof rotateKeySchema>;
