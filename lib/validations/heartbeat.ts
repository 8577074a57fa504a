import { object, string, type InferType } from 'yup';

import { PLATFORMS, type Platform } from '@/lib/api/types';
import { requiredText } from '@/lib/validations/fields';
import { CHARACTERS, MAX_LENGTH, ONE_OF } from '@/lib/validations/messages';

/** What the SDK sends with each heartbeat (POST /api/v1/devices/heartbeat). */
export const DEVICE_ID_MAX_LENGTH = 128;
export const DEVICE_FIELD_MAX_LENGTH = 64;
/** Device ids are chosen by the SDK: UUIDs, vendor ids, `host:serial` forms. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9._:-]+$/;

/** An optional description of the device: trimmed; empty or null means "not sent". */
const deviceDetail = () =>
  string()
    .trim()
    .max(DEVICE_FIELD_MAX_LENGTH, MAX_LENGTH)
    .nullable()
    .transform((value: string | null) => (value ? value : undefined));

export const heartbeatSchema = object({
  deviceId: requiredText()
    .max(DEVICE_ID_MAX_LENGTH, MAX_LENGTH)
    .matches(DEVICE_ID_PATTERN, { message: CHARACTERS, excludeEmptyString: true }),
  // Absent: the app's own platform. Present but unknown ('Android', 'symbian'): 'oneOf'.
  platform: string<Platform>()
    .trim()
    .nullable()
    .transform((value: string | null) => (value ? value : undefined))
    .oneOf(PLATFORMS, ONE_OF),
  osVersion: deviceDetail(),
  model: deviceDetail(),
  sdkVersion: deviceDetail(),
  appVersion: deviceDetail(),
});
export type HeartbeatInput = InferType<typeof heartbeatSchema>;
