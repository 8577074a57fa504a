import { number, object, type InferType } from 'yup';

import { MAX_NUMBER, WHOLE_NUMBER } from '@/lib/validations/messages';

/** How long a rotated key may stay accepted: at most 7 days. */
export const KEY_GRACE_MAX_SECONDS = 604_800;
/** The grace periods the rotate dialog offers: none, 1 hour, 24 hours, 7 days. */
export const KEY_GRACE_CHOICES = [0, 3600, 86_400, KEY_GRACE_MAX_SECONDS] as const;

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
