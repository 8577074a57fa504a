import type { OperationSpec } from '@/lib/api/openapi/operation';
import { incidentListQuery, incidentPath } from '@/lib/api/openapi/parameters';
import { dataOf } from '@/lib/api/openapi/schemas/common';
import {
  incidentDetailSchema,
  incidentPageSchema,
  incidentSchema,
} from '@/lib/api/openapi/schemas/incidents';

/** Incidents (docs/product.md, Incidents). */
export const INCIDENT_OPERATIONS: readonly OperationSpec[] = [
  {
    path: '/api/incidents',
    method: 'get',
    operationId: 'listIncidents',
    summary: 'The organisation’s incidents',
    description:
      'Newest first, 100 a page (`nextCursor`, then `?cursor=`). An incident opens when devices of an alert rule’s scope go offline together (its `incidentThresholdCount` or `incidentThresholdPercent` within `incidentWindowSeconds`), grows while more go, and resolves when they are back.',
    tags: ['Alerts'],
    access: { kind: 'org', scope: 'alerts:read' },
    query: incidentListQuery,
    success: { status: 200, description: 'The incidents.', schema: incidentPageSchema },
    errors: ['validation_failed'],
  },
  {
    path: '/api/incidents/{id}',
    method: 'get',
    operationId: 'getIncident',
    summary: 'An incident, its timeline and its devices',
    tags: ['Alerts'],
    access: { kind: 'org', scope: 'alerts:read' },
    pathParams: incidentPath,
    success: { status: 200, description: 'The incident.', schema: dataOf(incidentDetailSchema) },
  },
  {
    path: '/api/incidents/{id}/acknowledge',
    method: 'post',
    operationId: 'acknowledgeIncident',
    summary: 'Acknowledge an incident',
    description:
      'Someone is on it: its growth is no longer notified (its resolution still is). The first acknowledgement counts; another answers the incident unchanged.',
    tags: ['Alerts'],
    access: { kind: 'org', scope: 'alerts:write', permission: true },
    pathParams: incidentPath,
    success: { status: 200, description: 'Acknowledged.', schema: dataOf(incidentSchema) },
  },
];
