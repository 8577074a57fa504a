import { number, object, string, type InferType } from 'yup';

import { APP_STATUSES, PLATFORMS, type AppStatus, type Platform } from '@/lib/api/types';
import { hasControlCharacters } from '@/lib/validations/control-characters';
import { nameField, visibleText } from '@/lib/validations/fields';
import {
  CHARACTERS,
  CONTROL_CHARACTERS,
  MAX_LENGTH,
  MAX_NUMBER,
  MIN_NUMBER,
  ONE_OF,
  REQUIRED,
  WHOLE_NUMBER,
} from '@/lib/validations/messages';

/** The app form (create, rename) and the apps API share these rules. */
export const APP_NAME_MAX_LENGTH = 100;
export const BUNDLE_ID_MAX_LENGTH = 200;
/** Bundle ids (`com.example.app`), package names and web app ids: letters, digits, dots, hyphens, underscores. */
export const BUNDLE_ID_PATTERN = /^[A-Za-z0-9._-]+$/;

/** The API refuses these in any text; a name is free text, so the form says what is wrong with it. */
const noControlCharacters = (value: string | undefined) => !value || !hasControlCharacters(value);

const bundleIdField = () =>
  string()
    .trim()
    .max(BUNDLE_ID_MAX_LENGTH, MAX_LENGTH)
    .matches(BUNDLE_ID_PATTERN, { message: CHARACTERS, excludeEmptyString: true });

// A missing platform ('' is the form's unchosen select) is 'required'; one the API does not know ('Android',
// 'symbian') is 'oneOf'. The select offers only known ones, so users hardly see it, but an API caller is told
// what is wrong. yup checks oneOf before required, hence '' becomes undefined first.
const platformField = () =>
  string<Platform>()
    .transform((value: string | undefined) => (value ? value : undefined))
    .required(REQUIRED)
    .oneOf(PLATFORMS, ONE_OF);

export const createAppSchema = object({
  name: nameField().test('control-characters', CONTROL_CHARACTERS, noControlCharacters),
  platform: platformField(),
  bundleId: bundleIdField().required(REQUIRED),
});
export type CreateAppInput = InferType<typeof createAppSchema>;

/** An app's online window: a whole number of seconds from 10 seconds to 7 days. */
export const ONLINE_WINDOW_MIN_SECONDS = 10;
export const ONLINE_WINDOW_MAX_SECONDS = 7 * 24 * 3600;
export const onlineWindowField = () =>
  number()
    .strict()
    .typeError(WHOLE_NUMBER)
    .integer(WHOLE_NUMBER)
    .min(ONLINE_WINDOW_MIN_SECONDS, MIN_NUMBER)
    .max(ONLINE_WINDOW_MAX_SECONDS, MAX_NUMBER)
    .nonNullable(REQUIRED);

/** The app's edit form: name and bundle id as when creating, and the online window as typed (text). */
export const editAppFormSchema = createAppSchema.pick(['name', 'bundleId']).shape({
  onlineWindowSeconds: number()
    .typeError(WHOLE_NUMBER)
    .integer(WHOLE_NUMBER)
    .min(ONLINE_WINDOW_MIN_SECONDS, MIN_NUMBER)
    .max(ONLINE_WINDOW_MAX_SECONDS, MAX_NUMBER)
    .required(REQUIRED),
});

/**
 * PATCH: name, bundle id and/or online window; a field that is sent must be valid (a blank one is 'required').
 * Platform and status are not changeable here (unknown fields are dropped).
 */
export const updateAppSchema = object({
  name: visibleText()
    .nonNullable(REQUIRED)
    .min(1, REQUIRED)
    .max(APP_NAME_MAX_LENGTH, MAX_LENGTH)
    .test('control-characters', CONTROL_CHARACTERS, noControlCharacters),
  bundleId: bundleIdField().nonNullable(REQUIRED).min(1, REQUIRED),
  onlineWindowSeconds: onlineWindowField(),
});
export type UpdateAppInput = InferType<typeof updateAppSchema>;

/** The longest reason an admin may give for a suspension. */
export const SUSPEND_REASON_MAX = 500;

/** The most heartbeats per window an admin may give one app (far above any fleet; the column is 32-bit). */
export const HEARTBEAT_QUOTA_MAX = 1_000_000_000;

/**
 * An app's heartbeat quota: a whole number of heartbeats per window, 0 (refuse every beat) or more, or
 * null for the setting's default. Strict: the API takes a JSON number, not "150" (the form parses it).
 */
export const heartbeatQuotaField = () =>
  number()
    .strict()
    .typeError(WHOLE_NUMBER)
    .integer(WHOLE_NUMBER)
    .min(0, WHOLE_NUMBER)
    .max(HEARTBEAT_QUOTA_MAX, MAX_NUMBER)
    .nullable();

/**
 * The admin's changes to any app: suspend/resume and the heartbeat quota, each optional (undefined
 * leaves it as it is); a request with neither is refused by the route.
 */
export const adminAppChangesSchema = object({
  status: string<AppStatus>().nonNullable(REQUIRED).oneOf(APP_STATUSES, ONE_OF),
  // Why, for the app's owner, with a suspension (kept only while suspended).
  reason: string()
    .trim()
    .max(SUSPEND_REASON_MAX, MAX_LENGTH)
    .test('control-characters', CONTROL_CHARACTERS, noControlCharacters)
    .optional(),
  heartbeatQuota: heartbeatQuotaField(),
});
export type AdminAppChanges = InferType<typeof adminAppChangesSchema>;
