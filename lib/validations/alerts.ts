import { z } from 'zod';

import { LOCALES } from '@/i18n/locales';
import { WEBHOOK_FORMATS } from '@/lib/api/contract/alerts';
import { MAINTENANCE_KINDS } from '@/lib/api/contract/maintenance';
import { channelName, ruleChannelIds } from '@/lib/validations/channels';
import { noControlCharacters, oneOf, text, visibleText, wholeNumber } from '@/lib/validations/fields';
import { END_AFTER_START, IN_FUTURE, maxLength, ONE_OF, REQUIRED } from '@/lib/validations/messages';

/** The alerts form and API share these rules; where a URL may lead is the server's check (targets.ts). */
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const OFFLINE_AFTER_MIN_SECONDS = 10;
export const OFFLINE_AFTER_MAX_SECONDS = 30 * 86_400;
export const COOLDOWN_MAX_SECONDS = 7 * 86_400;
/** An incident's thresholds (docs/product.md, Incidents): a count of devices, a share, and the window. */
export const INCIDENT_COUNT_MIN = 2;
export const INCIDENT_COUNT_MAX = 1_000_000;
export const INCIDENT_WINDOW_MIN_SECONDS = 60;
export const INCIDENT_WINDOW_MAX_SECONDS = 3600;
export const INCIDENT_WINDOW_DEFAULT_SECONDS = 300;

/** Message keys of the `Alerts` namespace for a refused URL (the API's `fields.url`). */
export const WEBHOOK_URL_INVALID = 'webhookUrl';
export const WEBHOOK_URL_SCHEME = 'webhookScheme';
export const WEBHOOK_URL_PRIVATE = 'webhookPrivate';
/** A number out of its range: `range:<min>:<max>`, the bounds after colons. */
export const rangeKey = (min: number, max: number) => `range:${min}:${max}`;

export const createWebhookSchema = z.object({
  url: text().trim().min(1, REQUIRED).max(WEBHOOK_URL_MAX_LENGTH, maxLength(WEBHOOK_URL_MAX_LENGTH)),
  format: oneOf(WEBHOOK_FORMATS).default('json'),
  // The language of a Slack endpoint's messages; left out, the caller's. A JSON endpoint has none.
  language: oneOf(LOCALES).optional(),
});
export type CreateWebhookInput = z.output<typeof createWebhookSchema>;

/** POST /api/webhooks: a Slack or webhook channel of the organisation, which alert rules list by id. */
export const orgWebhookSchema = createWebhookSchema.extend({ name: channelName() });
export type OrgWebhookInput = z.output<typeof orgWebhookSchema>;

const inRange = (min: number, max: number) =>
  wholeNumber().min(min, rangeKey(min, max)).max(max, rangeKey(min, max));

// A rule that is off is null; a field left out is an error ('required'), so a client says what it means.
// The API takes numbers as numbers: "30" is not 30.
export const alertRulesSchema = z.object({
  offlineAfterSeconds: inRange(OFFLINE_AFTER_MIN_SECONDS, OFFLINE_AFTER_MAX_SECONDS).nullable(),
  offlineSharePercent: inRange(1, 100).nullable(),
  // A saved view of the organisation (checked by the server), or null: every device of the app. Left
  // out, the rule keeps the view it had (callers written before views were there do not drop it).
  offlineShareViewId: z.uuid({ error: ONE_OF }).nullable().optional(),
  cooldownSeconds: inRange(0, COOLDOWN_MAX_SECONDS),
  // Left out, each keeps what it had (callers written before incidents do not switch them off).
  incidentThresholdPercent: inRange(1, 100).nullable().optional(),
  incidentThresholdCount: inRange(INCIDENT_COUNT_MIN, INCIDENT_COUNT_MAX).nullable().optional(),
  incidentWindowSeconds: inRange(INCIDENT_WINDOW_MIN_SECONDS, INCIDENT_WINDOW_MAX_SECONDS).optional(),
  // Devices going back to an older app version together open an incident too (by the same thresholds).
  regressionIncidents: z.boolean({ error: ONE_OF }).optional(),
  // The email channels its incidents are mailed to; left out, it keeps the ones it had.
  channelIds: ruleChannelIds().optional(),
});
export type AlertRulesInput = z.output<typeof alertRulesSchema>;

/** How long alerts may be snoozed: an hour or a day. */
export const SNOOZE_HOURS = [1, 24] as const;
export const alertSnoozeSchema = z.object({
  hours: wholeNumber().refine((hours) => (SNOOZE_HOURS as readonly number[]).includes(hours), {
    error: ONE_OF,
  }),
});
export type AlertSnoozeInput = z.output<typeof alertSnoozeSchema>;

/** Maintenance windows: at most this many per app, a name this long, a weekly one this long. */
export const MAINTENANCE_WINDOWS_PER_APP = 20;
export const MAINTENANCE_NAME_MAX_LENGTH = 100;
export const MAINTENANCE_MAX_MINUTES = 7 * 24 * 60;

/** Whether the runtime knows this IANA time zone ("Europe/Paris", "UTC"). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

const moment = () => z.iso.datetime({ offset: true, error: ONE_OF });

/**
 * A new maintenance window (docs/product.md, Maintenance windows): `once` from `startsAt` to `endsAt`
 * (ISO 8601; the end after the start, and still to come), or `weekly` on `weekday` (0 Sunday to 6
 * Saturday) from `startTime` ("HH:MM") for `durationMinutes`, in `timeZone` (IANA). `viewId`: only that
 * saved view's devices (checked by the server); null or left out, every device of the app.
 */
export const maintenanceWindowSchema = z
  .object({
    name: noControlCharacters(
      visibleText().max(MAINTENANCE_NAME_MAX_LENGTH, maxLength(MAINTENANCE_NAME_MAX_LENGTH)),
    ).default(''),
    viewId: z.uuid({ error: ONE_OF }).nullable().default(null),
    kind: oneOf(MAINTENANCE_KINDS),
    startsAt: moment().optional(),
    endsAt: moment().optional(),
    weekday: inRange(0, 6).optional(),
    startTime: text()
      .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, ONE_OF)
      .optional(),
    durationMinutes: inRange(1, MAINTENANCE_MAX_MINUTES).optional(),
    timeZone: text().refine(isTimeZone, ONE_OF).optional(),
  })
  .superRefine((value, context) => {
    const required = (field: string) =>
      context.addIssue({ code: 'custom', message: REQUIRED, path: [field] });
    if (value.kind === 'once') {
      if (value.startsAt === undefined) required('startsAt');
      if (value.endsAt === undefined) required('endsAt');
      if (value.startsAt === undefined || value.endsAt === undefined) return;
      // A moment the database can hold and a window can mean: from 2000 to ten years from now.
      const outOfRange = (field: 'startsAt' | 'endsAt') => {
        const time = Date.parse(value[field] ?? '');
        return time < Date.UTC(2000, 0, 1) || time > Date.now() + 10 * 365 * 86_400_000;
      };
      const bad = (['startsAt', 'endsAt'] as const).filter(outOfRange);
      for (const field of bad) context.addIssue({ code: 'custom', message: ONE_OF, path: [field] });
      if (bad.length > 0) return;
      const ends = Date.parse(value.endsAt);
      if (ends <= Date.parse(value.startsAt))
        context.addIssue({ code: 'custom', message: END_AFTER_START, path: ['endsAt'] });
      else if (ends <= Date.now()) context.addIssue({ code: 'custom', message: IN_FUTURE, path: ['endsAt'] });
    } else if (value.kind === 'weekly') {
      for (const field of ['weekday', 'startTime', 'durationMinutes', 'timeZone'] as const) {
        if (value[field] === undefined) required(field);
      }
    }
  });
export type MaintenanceWindowInput = z.output<typeof maintenanceWindowSchema>;
