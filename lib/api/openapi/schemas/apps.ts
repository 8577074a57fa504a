import { z } from 'zod';

import { count, instant, ownerSchema, uuid } from '@/lib/api/openapi/schemas/common';
import { APP_KEY_STATES, APP_STATUSES, PLATFORMS, REFUSAL_REASONS } from '@/lib/api/types';

/** Apps, their keys and what their ingest saw (lib/api/types.ts: App, AppKeyInfo, AppIngest). */

export const platformSchema = z.enum(PLATFORMS).meta({ id: 'Platform' });

export const appStatusSchema = z
  .enum(APP_STATUSES)
  .meta({ id: 'AppStatus', description: 'A suspended app’s heartbeats are refused (403 app_suspended).' });

export const appQuotaSchema = z
  .object({
    limit: count()
      .nullable()
      .meta({ description: 'Heartbeats per window, all devices together; null: none.' }),
    windowSeconds: count().nullable(),
    custom: z.boolean().meta({ description: 'Set by an admin for this app, not the setting’s default.' }),
    used: count().meta({ description: 'Heartbeats accepted in the current window.' }),
    resetsAt: instant()
      .nullable()
      .meta({ description: 'When the current window ends; null while none is open.' }),
  })
  .meta({ id: 'AppQuota', description: 'The heartbeat quota that applies to an app, and its use.' });

export const appSchema = z
  .object({
    id: uuid(),
    name: z.string(),
    platform: platformSchema,
    bundleId: z.string(),
    appKey: z.string().meta({
      description:
        'The key its SDK sends as X-App-Key (`fdk_` and 32 characters); masked (`fdk_••••••••abcd`) for a viewer.',
    }),
    status: appStatusSchema,
    suspendedReason: z.string().nullable().meta({
      description: 'Why an admin suspended it, for its owner; null when active or when no reason was given.',
    }),
    onlineWindowSeconds: count().meta({
      description:
        'Seconds a device stays online after a heartbeat: the app’s own window, or ONLINE_WINDOW_SECONDS.',
    }),
    createdAt: instant(),
    updatedAt: instant(),
    devicesOnline: count(),
    devicesTotal: count(),
    webhooksDisabled: count().optional().meta({
      description:
        'How many of its webhook endpoints were disabled after failing for 3 days (`disabledAt`); on the apps lists and an app’s own answer.',
    }),
    owner: ownerSchema.optional().meta({ description: 'Admin calls only.' }),
    heartbeatQuota: count()
      .nullable()
      .optional()
      .meta({ description: 'Admin calls only: the quota an admin set, null for the default.' }),
    quota: appQuotaSchema.optional().meta({ description: 'On the apps lists and an app’s own answer.' }),
  })
  .meta({ id: 'App' });

export const appListSchema = z
  .object({ data: z.array(appSchema), total: count() })
  .meta({ id: 'AppList', description: 'The organisation’s apps, newest first.' });

export const adminAppListSchema = z
  .object({
    data: z.array(appSchema),
    total: count(),
    defaultQuota: z
      .object({ limit: count(), windowSeconds: count() })
      .nullable()
      .meta({ description: 'The quota of apps without their own; null: none.' }),
  })
  .meta({ id: 'AdminAppList' });

export const appKeyInfoSchema = z
  .object({
    id: uuid(),
    createdAt: instant(),
    expiresAt: instant()
      .nullable()
      .meta({ description: 'When a key in its grace period stops (or stopped); null for the current key.' }),
    lastUsedAt: instant()
      .nullable()
      .meta({ description: 'Written at most once a minute per key; null while never used.' }),
    state: z.enum(APP_KEY_STATES),
    masked: z.string().meta({ examples: ['fdk_••••••••abcd'] }),
  })
  .meta({ id: 'AppKeyInfo', description: 'One key of an app; never the key itself.' });

export const appKeyListSchema = z
  .object({
    data: z.array(appKeyInfoSchema),
    now: instant().meta({ description: 'The server’s time the states were decided at.' }),
  })
  .meta({ id: 'AppKeyList' });

export const rotatedKeySchema = z
  .object({ appKey: z.string().meta({ description: 'The new key, shown this once.' }) })
  .meta({ id: 'RotatedKey' });

export const ingestRefusalSchema = z
  .object({
    reason: z.enum(REFUSAL_REASONS),
    count: count().meta({ description: 'In the last 24 hours.' }),
    lastAt: instant(),
    lastDeviceId: z.string().nullable(),
    detail: z
      .string()
      .nullable()
      .meta({ description: 'validation_failed: the first field at fault and its rule, never a value.' }),
  })
  .meta({ id: 'IngestRefusal' });

export const appIngestSchema = z
  .object({
    firstHeartbeatAt: instant().nullable(),
    firstDeviceId: z.string().nullable(),
    lastHeartbeatAt: instant().nullable(),
    refused: z.array(ingestRefusalSchema),
  })
  .meta({
    id: 'AppIngest',
    description: 'An app’s first and latest accepted heartbeats, and what was refused.',
  });

export const unknownKeyHourSchema = z
  .object({ hour: instant(), count: count() })
  .meta({ id: 'UnknownKeyHour', description: 'Heartbeats refused in one UTC hour for keys of no app.' });
