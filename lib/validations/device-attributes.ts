import { z } from 'zod';

import { hasControlCharacters } from '@/lib/validations/control-characters';
import {
  ATTRIBUTE_MAX_KEYS,
  ATTRIBUTE_VALUE_MAX_LENGTH,
  isAttributeKey,
  isTag,
  TAG_MAX_LENGTH,
} from '@/lib/validations/device-labels';
import { CHARACTERS, maxItems, maxLength, maxNumber, minNumber, REQUIRED } from '@/lib/validations/messages';

/**
 * A device's attributes (docs/product.md, Attributes and tags): what the SDK reports of itself beside the
 * fixed details, a flat map of key -> text, number or true/false. A beat's `attributes` sets the keys it
 * names, `null` removes one, and the keys it does not name keep their last value.
 */

export type AttributeValue = string | number | boolean;
export type DeviceAttributes = Record<string, AttributeValue>;
/** What one beat sends: a value sets its key, null removes it. */
export type AttributesUpdate = Record<string, AttributeValue | null>;

const attributeValue = z.union(
  [
    z
      .string()
      .max(ATTRIBUTE_VALUE_MAX_LENGTH, maxLength(ATTRIBUTE_VALUE_MAX_LENGTH))
      .refine((value) => !hasControlCharacters(value), CHARACTERS),
    // Within ±(2^53 - 1): a larger one is refused rather than kept rounded. (JSON has no NaN or Infinity.)
    z
      .number()
      .min(-Number.MAX_SAFE_INTEGER, minNumber(-Number.MAX_SAFE_INTEGER))
      .max(Number.MAX_SAFE_INTEGER, maxNumber(Number.MAX_SAFE_INTEGER)),
    z.boolean(),
    z.null(),
  ],
  { error: REQUIRED },
);

/**
 * The heartbeat's `attributes`: an object of at most ATTRIBUTE_MAX_KEYS keys of 1-40 characters
 * `[a-z0-9_.-]`, each to text of at most 200 characters, a finite number, a boolean or null. Absent or
 * null: the device's attributes stay as they are. Errors are at `attributes` (too many keys, not an
 * object) or at `attributes.<key>` (a bad key or value), so the SDK's developer sees which.
 */
export const attributesField = () =>
  z
    .preprocess(
      (raw, context) => {
        // Parsed, a key `__proto__` would vanish (it is no key of an object built from the record):
        // refused here, from the body as sent, like any other bad key.
        if (raw !== null && typeof raw === 'object' && Object.hasOwn(raw, '__proto__'))
          context.addIssue({ code: 'custom', message: CHARACTERS, path: ['__proto__'], input: raw });
        return raw;
      },
      z.record(z.string(), attributeValue, { error: REQUIRED }),
    )
    .superRefine((value, context) => {
      const keys = Object.keys(value);
      if (keys.length > ATTRIBUTE_MAX_KEYS)
        context.addIssue({ code: 'custom', message: maxItems(ATTRIBUTE_MAX_KEYS) });
      for (const key of keys)
        if (!isAttributeKey(key)) context.addIssue({ code: 'custom', message: CHARACTERS, path: [key] });
    })
    .meta({
      description:
        'Up to 20 keys of 1-40 characters [a-z0-9_.-], each to text (at most 200 characters), a number ' +
        'or a boolean. Sets the keys it names; null removes a key; keys not named keep their value.',
    })
    .nullish()
    .transform((value): AttributesUpdate | undefined => value ?? undefined)
    .optional();

/** One tag as a form or a call gives it: trimmed; refused with 'characters' unless isTag. */
export const tagField = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(TAG_MAX_LENGTH, maxLength(TAG_MAX_LENGTH))
    .refine(isTag, CHARACTERS);
