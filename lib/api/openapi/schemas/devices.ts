import { z } from 'zod';

import { platformSchema } from '@/lib/api/openapi/schemas/apps';
import { count, instant, ownerSchema, uuid } from '@/lib/api/openapi/schemas/common';

/** Devices as the lists, the cursor pages and a device's page answer them (lib/api/types.ts: Device, DeviceDetail). */

const deviceTags = z
  .array(z.string())
  .meta({ description: 'Set in the console or by POST /api/devices/tags; sorted.' });
const deviceAttributes = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
  .meta({ description: 'What its heartbeats reported in `attributes` (at most 20 keys).' });

export const deviceSchema = z
  .object({
    deviceId: z.string(),
    appId: uuid(),
    appName: z.string(),
    platform: platformSchema.nullable(),
    osVersion: z.string().nullable(),
    model: z.string().nullable(),
    sdkVersion: z.string().nullable(),
    appVersion: z.string().nullable(),
    firstSeen: instant(),
    lastSeen: instant(),
    online: z.boolean(),
    tags: deviceTags,
    attributes: deviceAttributes,
    onlineWindowSeconds: count().optional().meta({ description: 'Its app’s online window, in seconds.' }),
    owner: ownerSchema.optional().meta({ description: 'Admin calls only.' }),
  })
  .meta({ id: 'Device' });

const onlineWindowSeconds = count().meta({
  description: 'ONLINE_WINDOW_SECONDS: how long `online` stays true after `lastSeen`.',
});

/** A numbered page (`page`, `pageSize`): what the console's tables ask for. */
export const devicePageSchema = z
  .object({
    data: z.array(deviceSchema),
    total: count(),
    totalIsEstimate: z.literal(true).optional().meta({
      description:
        'Present when `total` is an estimate (past 10,000 matching devices), to two significant digits.',
    }),
    onlineWindowSeconds,
  })
  .meta({ id: 'DevicePage' });

/** A cursor page (`cursor`): docs/product.md, "Cursor pages". */
export const deviceCursorPageSchema = z
  .object({
    data: z.array(deviceSchema),
    nextCursor: z.string().nullable().meta({
      description: 'Pass as `cursor` for the next page (with the same `sort`); null on the last page.',
    }),
    onlineWindowSeconds,
  })
  .meta({ id: 'DeviceCursorPage' });

export const deviceSessionSchema = z
  .object({ start: instant(), end: instant().nullable().meta({ description: 'Null while online.' }) })
  .meta({ id: 'DeviceSession', description: 'From its first heartbeat to its last plus the app’s window.' });

export const deviceChangeSchema = z
  .object({
    field: z.enum(['model', 'osVersion', 'sdkVersion', 'appVersion', 'attribute']),
    attribute: z
      .string()
      .nullable()
      .meta({ description: 'The attribute’s key (field `attribute`), else null.' }),
    from: z.string().nullable().meta({ description: 'Null only for an attribute added.' }),
    to: z.string().nullable().meta({ description: 'Null only for an attribute removed.' }),
    at: instant(),
  })
  .meta({ id: 'DeviceChange' });

export const deviceDetailSchema = z
  .object({
    deviceId: z.string(),
    appId: uuid(),
    appName: z.string(),
    platform: platformSchema.nullable(),
    model: z.string().nullable(),
    osVersion: z.string().nullable(),
    sdkVersion: z.string().nullable(),
    appVersion: z.string().nullable(),
    firstSeen: instant(),
    lastSeen: instant(),
    online: z.boolean(),
    tags: deviceTags,
    attributes: deviceAttributes,
    sessions: z.array(deviceSessionSchema).meta({ description: 'The last 7 days, newest first.' }),
    changes: z.array(deviceChangeSchema).meta({ description: 'Newest first.' }),
  })
  .meta({ id: 'DeviceDetail' });

export const heartbeatAcceptedSchema = z
  .object({ deviceId: z.string(), online: z.literal(true) })
  .meta({ id: 'HeartbeatAccepted' });

export const tagsChangedSchema = z
  .object({
    updated: count().meta({ description: 'Devices whose tags changed.' }),
    skipped: count().meta({
      description: 'Devices left as they were: they would have had more than 50 tags.',
    }),
  })
  .meta({ id: 'TagsChanged' });
