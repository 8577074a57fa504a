import { z } from 'zod';

import { tagField } from '@/lib/validations/device-attributes';
import { TAG_MAX_COUNT } from '@/lib/validations/device-labels';
import { DEVICE_ID_MAX_LENGTH } from '@/lib/validations/heartbeat';
import { maxItems, maxLength, REQUIRED } from '@/lib/validations/messages';

export const TAG_FILTER_MAX_LENGTH = 32_000;

/** The most devices one call may name (a larger set is a filter's). */
export const TAGGED_DEVICES_MAX = 1000;

const tagList = () =>
  z.array(tagField(), { error: REQUIRED }).max(TAG_MAX_COUNT, maxItems(TAG_MAX_COUNT)).default([]);

/**
 * POST /api/devices/tags: tags to add and to remove (at least one of them), on `devices` (at most
 * TAGGED_DEVICES_MAX, each by its app and id) or on every device a devices table's query string
 * (`filter`, as GET /api/devices reads it) matches: one of the two.
 */
export const deviceTagsSchema = z
  .object({
    add: tagList(),
    remove: tagList(),
    devices: z
      .array(
        z.object({
          appId: z.uuid({ error: REQUIRED }),
          deviceId: z.string({ error: REQUIRED }).min(1, REQUIRED).max(DEVICE_ID_MAX_LENGTH, REQUIRED),
        }),
        { error: REQUIRED },
      )
      .min(1, REQUIRED)
      .max(TAGGED_DEVICES_MAX, maxItems(TAGGED_DEVICES_MAX))
      .optional(),
    // Long enough for every filter a table can hold (20 attributes of 200 characters, URL-encoded).
    filter: z
      .string({ error: REQUIRED })
      .max(TAG_FILTER_MAX_LENGTH, maxLength(TAG_FILTER_MAX_LENGTH))
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.add.length === 0 && value.remove.length === 0)
      context.addIssue({ code: 'custom', message: REQUIRED, path: ['add'] });
    if ((value.devices === undefined) === (value.filter === undefined))
      context.addIssue({ code: 'custom', message: REQUIRED, path: ['devices'] });
  });
export type DeviceTagsInput = z.output<typeof deviceTagsSchema>;
