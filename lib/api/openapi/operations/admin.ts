import { z } from 'zod';

import type { OperationSpec } from '@/lib/api/openapi/operation';
import { CSV, pageOrCursorPage } from '@/lib/api/openapi/operations/devices';
import {
  adminAuditExportQuery,
  adminAuditListQuery,
  adminDeviceExportQuery,
  adminDeviceListQuery,
  adminOrgFilterQuery,
  adminOrgsQuery,
  appPath,
  contactMessagesQuery,
  customerPath,
} from '@/lib/api/openapi/parameters';
import { REQUEST_BODIES } from '@/lib/api/openapi/requests';
import { passwordResetLinkSchema } from '@/lib/api/openapi/schemas/account';
import { contactMessagePageSchema, customerListSchema } from '@/lib/api/openapi/schemas/admin';
import { adminAppListSchema, appSchema, unknownKeyHourSchema } from '@/lib/api/openapi/schemas/apps';
import { auditCursorPageSchema, auditPageSchema } from '@/lib/api/openapi/schemas/audit';
import { dataOf } from '@/lib/api/openapi/schemas/common';
import { deviceCursorPageSchema, devicePageSchema } from '@/lib/api/openapi/schemas/devices';
import { adminOrgListSchema } from '@/lib/api/openapi/schemas/orgs';
import { statsSchema } from '@/lib/api/openapi/schemas/stats';

const admin = { kind: 'admin' } as const;

/** The platform admins' API (docs/product.md, API and What platform admins see). */
export const ADMIN_OPERATIONS: readonly OperationSpec[] = [
  {
    path: '/api/admin/apps',
    method: 'get',
    operationId: 'adminListApps',
    summary: 'Every organisation’s apps',
    description: 'Newest first, with owner and quota, and the quota of apps without their own.',
    tags: ['Admin'],
    access: admin,
    query: adminOrgFilterQuery,
    success: { status: 200, description: 'The apps.', schema: adminAppListSchema },
  },
  {
    path: '/api/admin/apps/{id}',
    method: 'patch',
    operationId: 'adminChangeApp',
    summary: 'Suspend or resume an app, or set its quota',
    description:
      '`status` or `heartbeatQuota` at least (else 400, both `required`); a quota of null goes back to the default. A `reason` goes with a suspension and is shown to the owner.',
    tags: ['Admin'],
    access: admin,
    pathParams: appPath,
    body: REQUEST_BODIES.changeAppAsAdmin,
    success: { status: 200, description: 'The app, with owner and quota.', schema: dataOf(appSchema) },
    errors: ['not_found'],
  },
  {
    path: '/api/admin/audit',
    method: 'get',
    operationId: 'adminListAudit',
    summary: 'Every audit entry',
    description: 'Everyone’s entries (one organisation’s with `orgId`), newest first.',
    tags: ['Admin'],
    access: admin,
    query: adminAuditListQuery,
    success: {
      status: 200,
      description: 'A page of entries.',
      schema: pageOrCursorPage(auditPageSchema, auditCursorPageSchema),
    },
    errors: ['validation_failed'],
  },
  {
    path: '/api/admin/audit/export',
    method: 'get',
    operationId: 'adminExportAudit',
    summary: 'Export every audit entry as CSV',
    tags: ['Admin'],
    access: admin,
    query: adminAuditExportQuery,
    success: { status: 200, description: CSV, schema: z.string(), mediaType: 'text/csv' },
    errors: ['validation_failed'],
  },
  {
    path: '/api/admin/contact-messages',
    method: 'get',
    operationId: 'adminListContactMessages',
    summary: 'Messages of the contact form',
    description: 'Newest first; pass `nextCursor` as `before` for the next page.',
    tags: ['Admin'],
    access: admin,
    query: contactMessagesQuery,
    success: { status: 200, description: 'A page of messages.', schema: contactMessagePageSchema },
    errors: ['validation_failed'],
  },
  {
    path: '/api/admin/customers',
    method: 'get',
    operationId: 'adminListCustomers',
    summary: 'Customer accounts',
    description: 'With their app and device counts, newest first.',
    tags: ['Admin'],
    access: admin,
    success: { status: 200, description: 'The customers.', schema: customerListSchema },
  },
  {
    path: '/api/admin/devices',
    method: 'get',
    operationId: 'adminListDevices',
    summary: 'Every organisation’s devices',
    description: 'The query of GET /api/devices, plus an organisation filter; each device with its owner.',
    tags: ['Admin'],
    access: admin,
    query: adminDeviceListQuery,
    success: {
      status: 200,
      description: 'A page of devices.',
      schema: pageOrCursorPage(devicePageSchema, deviceCursorPageSchema),
    },
    errors: ['validation_failed'],
  },
  {
    path: '/api/admin/devices/export',
    method: 'get',
    operationId: 'adminExportDevices',
    summary: 'Export every organisation’s devices as CSV',
    description: 'The `owner` column is available.',
    tags: ['Admin'],
    access: admin,
    query: adminDeviceExportQuery,
    success: { status: 200, description: CSV, schema: z.string(), mediaType: 'text/csv' },
    errors: ['validation_failed'],
  },
  {
    path: '/api/admin/ingest/unknown-keys',
    method: 'get',
    operationId: 'adminUnknownKeys',
    summary: 'Heartbeats refused for unknown keys',
    description: 'Per UTC hour of the last 24 hours, latest first (hours without any left out); never a key.',
    tags: ['Admin'],
    access: admin,
    success: { status: 200, description: 'The hours.', schema: dataOf(z.array(unknownKeyHourSchema)) },
  },
  {
    path: '/api/admin/orgs',
    method: 'get',
    operationId: 'adminListOrgs',
    summary: 'Every organisation',
    description: 'Newest first, with members, apps, devices and owners.',
    tags: ['Admin'],
    access: admin,
    query: adminOrgsQuery,
    success: { status: 200, description: 'The organisations.', schema: adminOrgListSchema },
    errors: ['validation_failed'],
  },
  {
    path: '/api/admin/stats',
    method: 'get',
    operationId: 'adminGetStats',
    summary: 'Everyone’s figures, or one organisation’s',
    tags: ['Admin'],
    access: admin,
    query: adminOrgFilterQuery,
    success: { status: 200, description: 'The figures.', schema: dataOf(statsSchema) },
  },
  {
    path: '/api/admin/users/{userId}/password-reset-link',
    method: 'post',
    operationId: 'adminCreateResetLink',
    summary: 'A password reset link for a customer',
    description:
      'A one-time link (30 minutes), shown once, audited in the customer’s log; 404 for anyone not a customer.',
    tags: ['Admin'],
    access: admin,
    pathParams: customerPath,
    success: { status: 201, description: 'The link.', schema: dataOf(passwordResetLinkSchema) },
    errors: ['not_found'],
  },
  {
    path: '/api/admin/users/{userId}/2fa',
    method: 'delete',
    operationId: 'adminRemoveTwoFactor',
    summary: 'Remove a customer’s two-factor sign-in',
    description:
      'After verifying the customer another way: the authenticator app and recovery codes go, audited in the customer’s log, and the customer is emailed; 404 for anyone not a customer.',
    tags: ['Admin'],
    access: admin,
    pathParams: customerPath,
    success: { status: 204, description: 'Removed.' },
    errors: ['not_found', 'totp_not_enabled'],
  },
];
