import type { z } from 'zod';

import type { incidentDetailSchema, incidentSchema } from '@/lib/api/openapi/schemas/incidents';

/**
 * Incidents (docs/product.md, Incidents): devices of one scope that went offline together (or back to an
 * older app version), opened, grown and resolved by the offline check, acknowledged by members. Their answers' types are their
 * schemas in the OpenAPI document (lib/api/openapi/schemas/incidents.ts).
 */
export const INCIDENT_STATUSES = ['open', 'resolved'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** What happened together: devices went offline, or went back to an older app version. */
export const INCIDENT_KINDS = ['offline', 'regression'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/** What an incident's timeline records. */
export const INCIDENT_EVENT_TYPES = ['opened', 'grew', 'notified', 'acknowledged', 'resolved'] as const;
export type IncidentEventType = (typeof INCIDENT_EVENT_TYPES)[number];

/** How an incident ended: every device came back, or nothing changed for a day. */
export const INCIDENT_RESOLUTIONS = ['returned', 'quiet'] as const;
export type IncidentResolution = (typeof INCIDENT_RESOLUTIONS)[number];

export type Incident = z.output<typeof incidentSchema>;
export type IncidentDetail = z.output<typeof incidentDetailSchema>;
