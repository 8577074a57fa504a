import { z } from 'zod';

import { APP_STATUSES, PLATFORMS } from '@/lib/api/types';
import {
  nameField,
  noControlCharacters,
  oneOf,
  text,
  visibleText,
  wholeNumber,
} from '@/lib/validations/fields';
import {
  CHARACTERS,
  maxLength,
  maxNumber,
  minNumber,
  REQUIRED,
  WHOLE_NUMBER,
} from '@/lib/validations/messages';

/** The app form (create, rename) and the apps API share these rules. */
export const APP_NAME_MAX_LENGTH = 100;
export const BUNDLE_ID_MAX_LENGTH = 200;
/** Bundle ids (`com.example.app`), package names and web app ids: letters, digits, dots, hyphens, underscores. */
export const BUNDLE_ID_PATTERN = /^[A-Za-z0-9._-]+$/;

/** A bundle id: trimmed, not blank, of the allowed characters. */
const bundleIdField = () =>
  text()
    .trim()
    .min(1, REQUIRED)
    .max(BUNDLE_ID_MAX_LENGTH, maxLength(BUNDLE_ID_MAX_LENGTH))
    .regex(BUNDLE_ID_PATTERN, CHARACTERS);

// A missing platform ('' is the form's unchosen select) is 'required'; one the API does not know ('Android',
// 'symbian') is 'oneOf'. The select offers only known ones, so users hardly see it, but an API caller is told
// what is wrong.
export const createAppSchema = z.object({
  name: noControlCharacters(nameField()),
  platform: oneOf(PLATFORMS),
  bundleId: bundleIdField(),
});
export type CreateAppInput = z.output<typeof createAppSchema>;

/** An app's online window: a whole number of seconds from 10 seconds to 7 days. */
export const ONLINE_WINDOW_MIN_SECONDS = 10;
export const ONLINE_WINDOW_MAX_SECONDS = 7 * 24 * 3600;
const onlineWindowRange = <T extends z.ZodNumber>(field: T) =>
  field
    .min(ONLINE_WINDOW_MIN_SECONDS, minNumber(ONLINE_WINDOW_MIN_SECONDS))
    .max(ONLINE_WINDOW_MAX_SECONDS, maxNumber(ONLINE_WINDOW_MAX_SECONDS));

/**
 * The app's edit form: name and bundle id as when creating, and the online window as typed: the number
 * input gives '' when empty ('required'), and text that is not a number is 'wholeNumber'.
 */
export const editAppFormSchema = createAppSchema.pick({ name: true, bundleId: true }).extend({
  onlineWindowSeconds: z.preprocess(
    (value) =>
      value === '' || value == null ? undefined : typeof value === 'string' ? Number(value) : value,
    onlineWindowRange(
      z.number({ error: (issue) => (issue.input === undefined ? REQUIRED : WHOLE_NUMBER) }).int(WHOLE_NUMBER),
    ),
  ),
});

/**
 * PATCH: name, bundle id and/or online window; a field that is sent must be valid (a blank one is 'required').
 * Platform and status are not changeable here (unknown fields are dropped).
 */
export const updateAppSchema = z.object({
  name: noControlCharacters(
    visibleText().min(1, REQUIRED).max(APP_NAME_MAX_LENGTH, maxLength(APP_NAME_MAX_LENGTH)),
  ).optional(),
  bundleId: bundleIdField().optional(),
  onlineWindowSeconds: onlineWindowRange(wholeNumber()).optional(),
});
export type UpdateAppInput = z.output<typeof updateAppSchema>;

/** The longest reason an admin may give for a suspension. */
export const SUSPEND_REASON_MAX = 500;

/** The most heartbeats per window an admin may give one app (far above any fleet; the column is 32-bit). */
export const HEARTBEAT_QUOTA_MAX = 1_000_000_000;

/**
 * An app's heartbeat quota: a whole number of heartbeats per window, 0 (refuse every beat) or more, or
 * null for the setting's default. The API takes a JSON number, not "150" (the form parses it).
 */
export const heartbeatQuotaField = () =>
  wholeNumber().min(0, WHOLE_NUMBER).max(HEARTBEAT_QUOTA_MAX, maxNumber(HEARTBEAT_QUOTA_MAX)).nullable();

/**
 * The admin's changes to any app: suspend/resume and the heartbeat quota, each optional (absent
 * leaves it as it is); a request with neither is refused by the route.
 */
export const adminAppChangesSchema = z.object({
  status: oneOf(APP_STATUSES).optional(),
  // Why, for the app's owner, with a suspension (kept only while suspended).
  reason: noControlCharacters(
    text().trim().max(SUSPEND_REASON_MAX, maxLength(SUSPEND_REASON_MAX)),
  ).optional(),
  heartbeatQuota: heartbeatQuotaField().optional(),
});
export type AdminAppChanges = z.output<typeof adminAppChangesSchema>;
