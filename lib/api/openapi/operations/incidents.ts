import { z } from 'zod';

import type { OperationSpec } from '@/lib/api/openapi/operation';
import { channelPath, incidentListQuery, incidentPath } from '@/lib/api/openapi/parameters';
import { REQUEST_BODIES } from '@/lib/api/openapi/requests';
import { channelSchema, channelTestSchema } from '@/lib/api/openapi/schemas/channels';
import { dataOf } from '@/lib/api/openapi/schemas/common';
import {
  incidentDetailSchema,
  incidentPageSchema,
  incidentSchema,
} from '@/lib/api/openapi/schemas/incidents';

/** Incidents and the email channels they are mailed to (docs/product.md, Incidents, Email channels). */
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
  {
    path: '/api/channels',
    method: 'get',
    operationId: 'listChannels',
    summary: 'The organisation’s email channels',
    description:
      'Email channels by name: each names the members to whom the incidents of the apps whose alert rule lists it (`channelIds`) are mailed, each in their language. Every member sees them.',
    tags: ['Alerts'],
    access: { kind: 'org', scope: 'alerts:read' },
    success: { status: 200, description: 'The channels.', schema: dataOf(z.array(channelSchema)) },
  },
  {
    path: '/api/channels',
    method: 'post',
    operationId: 'createChannel',
    summary: 'Make an email channel',
    description:
      'A name (unique within the organisation, whatever its case) and 1-50 members by user id (GET /api/orgs/{id}/members); someone who is not a member is refused as `fields.recipientIds`. At most 20 channels.',
    tags: ['Alerts'],
    access: { kind: 'org', scope: 'alerts:write', permission: true },
    body: REQUEST_BODIES.createChannel,
    idempotent: true,
    success: { status: 201, description: 'Made.', schema: dataOf(channelSchema) },
    errors: ['name_taken', 'limit_reached'],
  },
  {
    path: '/api/channels/{id}',
    method: 'patch',
    operationId: 'updateChannel',
    summary: 'Change an email channel',
    description: 'Its name or its members; at least one.',
    tags: ['Alerts'],
    access: { kind: 'org', scope: 'alerts:write', permission: true },
    pathParams: channelPath,
    body: REQUEST_BODIES.updateChannel,
    success: { status: 200, description: 'The channel, changed.', schema: dataOf(channelSchema) },
    errors: ['name_taken'],
  },
  {
    path: '/api/channels/{id}',
    method: 'delete',
    operationId: 'deleteChannel',
    summary: 'Delete an email channel',
    description: 'The alert rules that list it no longer do.',
    tags: ['Alerts'],
    access: { kind: 'org', scope: 'alerts:write', permission: true },
    pathParams: channelPath,
    success: { status: 204, description: 'Deleted.' },
  },
  {
    path: '/api/channels/{id}/test',
    method: 'post',
    operationId: 'testChannel',
    summary: 'Send a test email to a channel',
    description:
      'A test email to each of its members now, in their language; one a minute per channel (429 `rate_limited` sooner). `mailServer` false: the console has no mail server (SMTP_URL), and nothing was sent.',
    tags: ['Alerts'],
    access: { kind: 'org', scope: 'alerts:write', permission: true },
    pathParams: channelPath,
    success: { status: 200, description: 'Sent.', schema: dataOf(channelTestSchema) },
    errors: ['rate_limited'],
  },
];
