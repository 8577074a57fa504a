import { z } from 'zod';

import type { OperationSpec } from '@/lib/api/openapi/operation';
import {
  ATTRIBUTE_FILTERS_TEXT,
  auditEntryPath,
  auditExportQuery,
  auditListQuery,
  deviceExportQuery,
  deviceListQuery,
  devicePath,
  viewPath,
} from '@/lib/api/openapi/parameters';
import { REQUEST_BODIES } from '@/lib/api/openapi/requests';
import { auditCursorPageSchema, auditEntrySchema, auditPageSchema } from '@/lib/api/openapi/schemas/audit';
import { dataOf } from '@/lib/api/openapi/schemas/common';
import {
  deviceCursorPageSchema,
  deviceDetailSchema,
  devicePageSchema,
  heartbeatAcceptedSchema,
  tagsChangedSchema,
} from '@/lib/api/openapi/schemas/devices';
import { statsSchema } from '@/lib/api/openapi/schemas/stats';
import { savedViewSchema } from '@/lib/api/openapi/schemas/views';

/** A page of a list: numbered with `page`, or a cursor page with `cursor` (docs/product.md, "Cursor pages"). */
export const pageOrCursorPage = <P extends z.ZodType, C extends z.ZodType>(numbered: P, cursorPage: C) =>
  z.union([numbered, cursorPage]).meta({
    description: 'Without `cursor`: a numbered page with its `total`. With `cursor`: `{data, nextCursor}`.',
  });

export const CSV = 'A CSV download (UTF-8 with a BOM, CRLF), streamed as it is read.';

/** Devices, the dashboard's figures, the audit log, the live stream and the SDK's heartbeat. */
export const DEVICE_OPERATIONS: readonly OperationSpec[] = [
  {
    path: '/api/devices',
    method: 'get',
    operationId: 'listDevices',
    summary: 'The organisation’s devices',
    description:
      'A page of devices of the organisation’s apps. Walk every page with `cursor` (docs/automation.md, "List the offline devices of an app"). ' +
      ATTRIBUTE_FILTERS_TEXT,
    tags: ['Devices'],
    access: { kind: 'org', scope: 'devices:read', perApp: true },
    query: deviceListQuery,
    success: {
      status: 200,
      description: 'A page of devices.',
      schema: pageOrCursorPage(devicePageSchema, deviceCursorPageSchema),
    },
    errors: ['validation_failed', 'token_app_restricted'],
  },
  {
    path: '/api/devices/export',
    method: 'get',
    operationId: 'exportDevices',
    summary: 'Export the devices as CSV',
    description:
      'Every device the query matches (its paging ignored), in the columns and language asked for. ' +
      ATTRIBUTE_FILTERS_TEXT,
    tags: ['Devices'],
    access: { kind: 'org', scope: 'devices:read', perApp: true },
    query: deviceExportQuery,
    success: { status: 200, description: CSV, schema: z.string(), mediaType: 'text/csv' },
    errors: ['validation_failed', 'token_app_restricted'],
  },
  {
    path: '/api/devices/tags',
    method: 'post',
    operationId: 'changeDeviceTags',
    summary: 'Add and remove devices’ tags',
    description:
      'Adds `add` and removes `remove` (at least one) on the devices named in `devices` (at most 1,000), or on every device `filter` matches: a query string as GET /api/devices reads it (its paging ignored; `status` online by default). One of the two. A device that would pass 50 tags is left as it was and counted in `skipped`. Audited once.',
    tags: ['Devices'],
    access: { kind: 'org', scope: 'devices:write', permission: true },
    body: REQUEST_BODIES.changeDeviceTags,
    success: { status: 200, description: 'How many devices changed.', schema: dataOf(tagsChangedSchema) },
    errors: ['validation_failed', 'token_app_restricted'],
  },
  {
    path: '/api/views',
    method: 'get',
    operationId: 'listViews',
    summary: 'The organisation’s saved views',
    description:
      'Saved views of the devices table, by name: each a name, a query string as GET /api/devices reads it, and the columns shown. Every member sees them.',
    tags: ['Devices'],
    access: { kind: 'org', scope: 'devices:read' },
    success: { status: 200, description: 'The views.', schema: dataOf(z.array(savedViewSchema)) },
  },
  {
    path: '/api/views',
    method: 'post',
    operationId: 'createView',
    summary: 'Save a view',
    description:
      '`query` is checked as GET /api/devices reads it (a parameter at fault is named `query.<parameter>`); its `page` and `cursor` are dropped. Names are unique within the organisation, whatever their case; at most 100 views.',
    tags: ['Devices'],
    access: { kind: 'org', scope: 'devices:write', permission: true },
    body: REQUEST_BODIES.createView,
    idempotent: true,
    success: { status: 201, description: 'Saved.', schema: dataOf(savedViewSchema) },
    errors: ['name_taken', 'limit_reached'],
  },
  {
    path: '/api/views/{id}',
    method: 'patch',
    operationId: 'updateView',
    summary: 'Change a saved view',
    description:
      'Its name, query or columns; at least one. A token changes the query of a view an alert rule counts among only with `alerts:write` too (403 `insufficient_scope`).',
    tags: ['Devices'],
    access: { kind: 'org', scope: 'devices:write', permission: true },
    pathParams: viewPath,
    body: REQUEST_BODIES.updateView,
    success: { status: 200, description: 'The view, changed.', schema: dataOf(savedViewSchema) },
    errors: ['name_taken'],
  },
  {
    path: '/api/views/{id}',
    method: 'delete',
    operationId: 'deleteView',
    summary: 'Delete a saved view',
    description:
      'A token deletes a view an alert rule counts among only with `alerts:write` too (403 `insufficient_scope`); the rule then counts all the app’s devices.',
    tags: ['Devices'],
    access: { kind: 'org', scope: 'devices:write', permission: true },
    pathParams: viewPath,
    success: { status: 204, description: 'Deleted.' },
  },
  {
    path: '/api/devices/{appId}/{deviceId}',
    method: 'get',
    operationId: 'getDevice',
    summary: 'A device and its history',
    description: 'The device, its online sessions of the last 7 days and its changes, newest first.',
    tags: ['Devices'],
    access: { kind: 'org', scope: 'devices:read', perApp: true, admins: true },
    pathParams: devicePath,
    success: { status: 200, description: 'The device.', schema: dataOf(deviceDetailSchema) },
  },
  {
    path: '/api/stats',
    method: 'get',
    operationId: 'getStats',
    summary: 'The organisation’s figures',
    description: 'Counts and series of its apps and devices.',
    tags: ['Stats'],
    access: { kind: 'org', scope: 'devices:read' },
    success: { status: 200, description: 'The figures.', schema: dataOf(statsSchema) },
  },
  {
    path: '/api/audit',
    method: 'get',
    operationId: 'listAudit',
    summary: 'The organisation’s audit log',
    description: 'Newest first. Entries are never changed or deleted through the API (other methods: 405).',
    tags: ['Audit log'],
    access: { kind: 'org', scope: 'audit:read' },
    query: auditListQuery,
    success: {
      status: 200,
      description: 'A page of entries.',
      schema: pageOrCursorPage(auditPageSchema, auditCursorPageSchema),
    },
    errors: ['validation_failed'],
  },
  {
    path: '/api/audit/export',
    method: 'get',
    operationId: 'exportAudit',
    summary: 'Export the audit log as CSV',
    description: 'The whole filtered log, in batches of 1,000.',
    tags: ['Audit log'],
    access: { kind: 'org', scope: 'audit:read' },
    query: auditExportQuery,
    success: { status: 200, description: CSV, schema: z.string(), mediaType: 'text/csv' },
    errors: ['validation_failed'],
  },
  {
    path: '/api/audit/{id}',
    method: 'get',
    operationId: 'getAuditEntry',
    summary: 'One audit entry',
    description: 'Within the caller’s scope (an admin’s: any).',
    tags: ['Audit log'],
    access: { kind: 'org', scope: 'audit:read', admins: true },
    pathParams: auditEntryPath,
    success: { status: 200, description: 'The entry.', schema: dataOf(auditEntrySchema) },
  },
  {
    path: '/api/v1/devices/heartbeat',
    method: 'post',
    operationId: 'sendHeartbeat',
    summary: 'A device’s heartbeat',
    description:
      'Answered once the beat is committed. The body is at most 32 KiB. A 429 is per device, per app (its quota) or per address after refused keys.',
    tags: ['Ingest'],
    access: { kind: 'appKey' },
    crossOrigin: true,
    body: REQUEST_BODIES.sendHeartbeat,
    success: {
      status: 202,
      description: 'Accepted: the device is online.',
      schema: dataOf(heartbeatAcceptedSchema),
    },
    errors: ['invalid_app_key', 'app_suspended', 'rate_limited'],
  },
];
