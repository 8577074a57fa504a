import { z } from 'zod';

import {
  INCIDENT_EVENT_TYPES,
  INCIDENT_KINDS,
  INCIDENT_RESOLUTIONS,
  INCIDENT_STATUSES,
} from '@/lib/api/contract/incidents';
import { count, instant, ownerSchema, uuid } from '@/lib/api/openapi/schemas/common';

/** Incidents (lib/api/contract/incidents.ts; docs/product.md, Incidents). */

export const incidentScopeSchema = z
  .object({
    appId: uuid(),
    appName: z.string(),
    viewId: uuid().nullable().meta({ description: 'The rule’s saved view; null: every device of the app.' }),
    viewName: z.string().nullable().meta({ description: 'The view’s name when the incident opened.' }),
  })
  .meta({ id: 'IncidentScope', description: 'The devices the incident’s rule watches.' });

export const incidentSchema = z
  .object({
    id: uuid(),
    kind: z.enum(INCIDENT_KINDS).meta({
      description:
        '`offline`: devices went offline together; `regression`: they went back to an older app version.',
    }),
    status: z.enum(INCIDENT_STATUSES),
    scope: incidentScopeSchema,
    devicesAffected: count().meta({
      description: 'Devices that went offline (or back to an older version) in it, so far.',
    }),
    devicesOffline: count().meta({
      description:
        'Of those, the ones not back yet (online again; for a regression, on the version it left or newer).',
    }),
    devicesInScope: count().meta({
      description: 'Devices of the scope seen in the 24 hours before it opened.',
    }),
    startedAt: instant().meta({ description: 'When its first device went offline (or back).' }),
    lastOfflineAt: instant().meta({ description: 'When its latest device went offline (or back).' }),
    resolvedAt: instant().nullable(),
    resolution: z
      .enum(INCIDENT_RESOLUTIONS)
      .nullable()
      .meta({ description: '`returned`: every device came back; `quiet`: nothing changed for 24 hours.' }),
    acknowledgedBy: ownerSchema.nullable(),
    acknowledgedAt: instant().nullable(),
    duringMaintenance: z.boolean().meta({
      description:
        'Opened in a maintenance window: recorded without being sent; if it is still open when the window ends, it is announced then.',
    }),
  })
  .meta({ id: 'Incident' });

export const incidentEventSchema = z
  .object({
    type: z.enum(INCIDENT_EVENT_TYPES),
    at: instant(),
    actor: ownerSchema.nullable().meta({ description: 'Who acknowledged it.' }),
    devicesAffected: count().nullable(),
    endpoints: count().nullable().meta({ description: 'Endpoints an event was queued for (notified).' }),
    resolution: z.enum(INCIDENT_RESOLUTIONS).nullable(),
  })
  .meta({ id: 'IncidentEvent' });

export const incidentDeviceSchema = z
  .object({
    deviceId: z.string(),
    offlineAt: instant().meta({
      description:
        'When it went offline (its last beat plus the online window); in a regression, when it went back to the older version.',
    }),
    backAt: instant().nullable(),
    fromVersion: z.string().nullable().meta({ description: 'A regression: the version it left; else null.' }),
    toVersion: z
      .string()
      .nullable()
      .meta({ description: 'A regression: the older version it went to; else null.' }),
  })
  .meta({ id: 'IncidentDevice' });

export const incidentDetailSchema = z
  .object({
    ...incidentSchema.shape,
    timeline: z.array(incidentEventSchema),
    devices: z
      .array(incidentDeviceSchema)
      .meta({ description: 'Its first 100 devices, in the order they went.' }),
  })
  .meta({ id: 'IncidentDetail' });

export const incidentPageSchema = z
  .object({
    data: z.array(incidentSchema),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass as `cursor` for the next, older page; null on the last page.' }),
  })
  .meta({ id: 'IncidentPage' });
