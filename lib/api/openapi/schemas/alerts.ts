import { z } from 'zod';

import { LOCALES } from '@/i18n/locales';
import { ALERT_EVENT_TYPES, WEBHOOK_FORMATS } from '@/lib/api/contract/alerts';
import { MAINTENANCE_KINDS } from '@/lib/api/contract/maintenance';
import { count, instant, uuid } from '@/lib/api/openapi/schemas/common';

/** Offline alerts and webhooks (lib/api/contract/alerts.ts; docs/product.md, Offline alerts). */

export const alertRulesSchema = z
  .object({
    offlineAfterSeconds: count()
      .nullable()
      .meta({ description: 'device.offline once a device is offline this long past its window; null: off.' }),
    offlineSharePercent: count()
      .nullable()
      .meta({ description: 'app.offline_share above this share of the devices seen in 24 h; null: off.' }),
    offlineShareViewId: uuid().nullable().meta({
      description:
        'The share counts only the devices of this saved view of the organisation (its search and tag, attribute and version filters); null: all the app’s devices.',
    }),
    cooldownSeconds: count().meta({ description: 'The least time between two alerts of one rule.' }),
    incidentThresholdPercent: count().nullable().meta({
      description:
        'An incident opens when at least this share of the devices in scope (seen in 24 h) went offline within the window; null: off.',
    }),
    incidentThresholdCount: count().nullable().meta({
      description:
        'An incident opens when at least this many devices in scope went offline within the window; null: off.',
    }),
    incidentWindowSeconds: count().meta({
      description: 'How close together the devices of an incident went offline (60-3600 s, default 300).',
    }),
    regressionIncidents: z.boolean().meta({
      description:
        'Devices going back to an older app version together (by the same thresholds and window) open an incident of kind `regression` too; left out of a change, the rule keeps its own.',
    }),
    channelIds: z.array(uuid()).meta({
      description:
        'The organisation’s channels its incidents go to, at most 10: email channels (GET /api/channels) and Slack and webhook channels (GET /api/webhooks); left out of a change, the rule keeps its own.',
    }),
  })
  .meta({ id: 'AlertRules' });

export const alertSnoozeSchema = z
  .object({
    snoozedUntil: instant()
      .nullable()
      .meta({ description: 'Until when no alert of the app is sent; null: its alerts are not snoozed.' }),
  })
  .meta({ id: 'AlertSnooze' });

const endpointFields = {
  id: uuid(),
  name: z.string().nullable().meta({
    description:
      'An organisation channel’s name (GET /api/webhooks); null: an app’s endpoint, which has none.',
  }),
  url: z.string(),
  format: z.enum(WEBHOOK_FORMATS),
  language: z.enum(LOCALES).nullable().meta({
    description:
      'The language of its Slack messages; null: a JSON endpoint (or a Slack one made before endpoints had a language, in the console’s default language).',
  }),
  createdAt: instant(),
  failingSince: instant().nullable().meta({
    description: 'Since when every attempt has failed; null: the last one succeeded, or none was made.',
  }),
  disabledAt: instant().nullable().meta({
    description:
      'When it was disabled, after every attempt failed for 3 days: nothing is sent until it is re-enabled (POST …/enable); null: enabled.',
  }),
};

export const webhookEndpointSchema = z.object(endpointFields).meta({ id: 'WebhookEndpoint' });

export const webhookEndpointWithSecretSchema = z
  .object({
    ...endpointFields,
    secret: z.string().meta({ description: 'The signing secret (docs/webhooks.md), answered this once.' }),
  })
  .meta({ id: 'WebhookEndpointWithSecret' });

export const webhookDeliverySchema = z
  .object({
    id: uuid(),
    eventId: uuid(),
    eventType: z.enum(ALERT_EVENT_TYPES),
    state: z.enum(['pending', 'delivered', 'failed']),
    statusCode: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The receiver’s last status; null: none answered.' }),
    attempts: count(),
    createdAt: instant(),
    lastAttemptAt: instant().nullable(),
    nextAttemptAt: instant().nullable().meta({ description: 'Null once delivered or given up.' }),
  })
  .meta({ id: 'WebhookDelivery' });

export const maintenanceWindowSchema = z
  .object({
    id: uuid(),
    name: z.string(),
    viewId: uuid()
      .nullable()
      .meta({ description: 'Only this saved view’s devices; null: every device of the app.' }),
    viewName: z.string().nullable(),
    kind: z.enum(MAINTENANCE_KINDS),
    startsAt: instant().nullable().meta({ description: 'Once: when it starts; null for a weekly window.' }),
    endsAt: instant().nullable().meta({ description: 'Once: when it ends; null for a weekly window.' }),
    weekday: z
      .number()
      .int()
      .min(0)
      .max(6)
      .nullable()
      .meta({ description: 'Weekly: 0 Sunday to 6 Saturday.' }),
    startTime: z.string().nullable().meta({ description: 'Weekly: "HH:MM" in its time zone.' }),
    durationMinutes: count().nullable().meta({ description: 'Weekly: how long it lasts.' }),
    timeZone: z
      .string()
      .nullable()
      .meta({ description: 'Weekly: the IANA time zone of its weekday and time.' }),
    active: z.boolean().meta({ description: 'Whether it is on now.' }),
    createdAt: instant(),
  })
  .meta({ id: 'MaintenanceWindow' });
