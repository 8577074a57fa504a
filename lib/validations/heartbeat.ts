import { z } from 'zod';

import { PLATFORMS } from '@/lib/api/types';
import { attributesField } from '@/lib/validations/device-attributes';
import { DEVICE_FIELD_MAX_LENGTH } from '@/lib/validations/device-labels';
import { requiredText, text } from '@/lib/validations/fields';
import { CHARACTERS, maxLength, ONE_OF } from '@/lib/validations/messages';

/** What the SDK sends with each heartbeat (POST /api/v1/devices/heartbeat). */
export const DEVICE_ID_MAX_LENGTH = 128;
export { DEVICE_FIELD_MAX_LENGTH };
/** Device ids are chosen by the SDK: UUIDs, vendor ids, `host:serial` forms. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9._:-]+$/;

/** An optional description of the device: trimmed; empty or null means "not sent". */
const deviceDetail = () =>
  text()
    .trim()
    .max(DEVICE_FIELD_MAX_LENGTH, maxLength(DEVICE_FIELD_MAX_LENGTH))
    .nullish()
    .transform((value) => value || undefined)
    .optional();

export const heartbeatSchema = z.object({
  deviceId: requiredText()
    .max(DEVICE_ID_MAX_LENGTH, maxLength(DEVICE_ID_MAX_LENGTH))
    .regex(DEVICE_ID_PATTERN, CHARACTERS),
  // Absent, null or blank: the app's own platform. Present but unknown ('Android', 'symbian'): 'oneOf'.
  platform: text()
    .trim()
    .refine((value) => !value || (PLATFORMS as readonly string[]).includes(value), ONE_OF)
    .meta({ description: `One of ${PLATFORMS.join(', ')}; absent, null or blank: the app's own platform.` })
    .nullish()
    .transform((value) => (value || undefined) as (typeof PLATFORMS)[number] | undefined)
    .optional(),
  osVersion: deviceDetail(),
  model: deviceDetail(),
  sdkVersion: deviceDetail(),
  appVersion: deviceDetail(),
  attributes: attributesField(),
});
export type HeartbeatInput = z.output<typeof heartbeatSchema>;
