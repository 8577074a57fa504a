import { z } from 'zod';
import type { ZodOpenApiComponentsObject, ZodOpenApiResponseObject } from 'zod-openapi';

import { apiErrorSchema } from '@/lib/api/openapi/schemas/errors';

/** The document's shared parts: how callers authenticate, the answers' headers, the answers every call may give. */

export const SECURITY_SCHEMES: ZodOpenApiComponentsObject['securitySchemes'] = {
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'fdp_… (personal) or fdo_… (organisation)',
    description:
      'An API token (docs/product.md, API tokens): `Authorization: Bearer fdp_…` or `fdo_…`. Each operation lists the scope it needs; a token lacking it gets 403 insufficient_scope, one used where a session is required 403 session_required. Every call a token makes counts against its rate limit (RateLimit-* headers, 429 with Retry-After).',
  },
  session: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'session token',
    description:
      'A signed-in session: the `sessionToken` of POST /api/v1/auth/login (or sign-up), sent as `Authorization: Bearer <sessionToken>`, as the console sends it. The API reads no cookie.',
  },
  cronSecret: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The CRON_SECRET setting, as Vercel Cron sends it (docs/operations.md, "Preview deployments").',
  },
  appKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-App-Key',
    description: 'An app’s key (`fdk_…`), as its SDK sends it with each heartbeat.',
  },
};

const seconds = (description: string) => z.string().regex(/^\d+$/).meta({ description });

export const HEADERS: ZodOpenApiComponentsObject['headers'] = {
  'RateLimit-Limit': seconds(
    'Calls a token may make in the window (API_TOKEN_RATE_LIMIT). Sent when an API token made the call.',
  ).optional(),
  'RateLimit-Remaining': seconds(
    'Calls left in the window after this one. Sent when an API token made the call.',
  ).optional(),
  'RateLimit-Reset': seconds(
    'Seconds until the window starts again. Sent when an API token made the call.',
  ).optional(),
  'Retry-After': seconds('Seconds to wait before trying again.'),
  'Retry-After-Optional': seconds(
    'Seconds to wait before trying again (with idempotency_in_progress).',
  ).optional(),
  'Idempotent-Replayed': z
    .literal('true')
    .optional()
    .meta({ description: 'The answer of an earlier request with the same Idempotency-Key, replayed.' }),
  'Content-Disposition': z.string().meta({
    description: 'An attachment named `<name>-<yyyy-mm-dd>.csv` (the UTC day).',
    examples: ['attachment; filename="audit-log-2026-03-05.csv"'],
  }),
};

const errorContent = (code: string) => ({
  'application/json': {
    schema: apiErrorSchema,
    examples: { [code]: { $ref: `#/components/examples/${code}` } },
  },
});

export const RESPONSES: Record<string, ZodOpenApiResponseObject> = {
  InternalError: {
    description: '`internal_error`: something went wrong on the server (never a stack trace).',
    content: errorContent('internal_error'),
    'x-error-codes': ['internal_error'],
  },
  ServiceUnavailable: {
    description:
      '`service_unavailable`: the database does not answer, or the console is down for maintenance (MAINTENANCE=on). Try again after Retry-After.',
    headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
    content: errorContent('service_unavailable'),
    'x-error-codes': ['service_unavailable'],
  },
};

/** The tags, in the order a reader meets them. */
export const TAGS = [
  { name: 'Auth', description: 'Sign-up, sign-in, sign-out and password resets.' },
  { name: 'Account', description: 'The signed-in user: name, password, sessions.' },
  {
    name: 'API tokens',
    description: 'Personal and organisation tokens for scripts and CI (docs/product.md, API tokens).',
  },
  { name: 'Organisations', description: 'Organisations, the active one, members and invitations.' },
  { name: 'Apps', description: 'Apps, their keys, quotas and ingest.' },
  { name: 'Devices', description: 'The devices of the organisation’s apps, their exports and history.' },
  { name: 'Stats', description: 'The dashboard’s figures.' },
  {
    name: 'Alerts',
    description: 'Offline-alert rules, webhook endpoints and their deliveries (docs/webhooks.md).',
  },
  { name: 'Audit log', description: 'The append-only audit log (docs/product.md, Audit log).' },
  { name: 'Live', description: 'The console’s live stream of device and app events.' },
  { name: 'SDK guide', description: 'The SDK integration guide, per language.' },
  { name: 'Ingest', description: 'Heartbeats from the SDK.' },
  {
    name: 'Admin',
    description: 'Platform admins only: every organisation’s apps, devices, figures and log.',
  },
  { name: 'System', description: 'Health, the public contact form, this document, and the cron routes.' },
] as const;
export type Tag = (typeof TAGS)[number]['name'];
