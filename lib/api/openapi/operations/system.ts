import { z } from 'zod';

import type { OperationSpec } from '@/lib/api/openapi/operation';
import { guideReadQuery, guideSaveQuery, lastEventIdHeader } from '@/lib/api/openapi/parameters';
import { REQUEST_BODIES } from '@/lib/api/openapi/requests';
import { contactReceivedSchema } from '@/lib/api/openapi/schemas/admin';
import { dataOf } from '@/lib/api/openapi/schemas/common';
import { sdkGuideLanguageSchema, sdkGuideSchema } from '@/lib/api/openapi/schemas/sdk-guide';
import { CRON_JOB_ANSWERS, healthSchema } from '@/lib/api/openapi/schemas/system';

/** The live stream, the SDK guide, the health check, the contact form, the cron routes and this document. */
export const SYSTEM_OPERATIONS: readonly OperationSpec[] = [
  {
    path: '/api/events',
    method: 'get',
    operationId: 'streamEvents',
    summary: 'The live stream',
    description: [
      'Server-sent events for the apps of the caller’s organisation (every app for a platform admin), each with an `id:`:',
      '`device` (`{kind: first_seen|online|offline|changed, appId, deviceId}`), `devices` (`{appId}`: many of its devices changed at once),',
      '`app` (`{appId}`), and `ready` (`{resumed}`) once listening; a comment every 15 s. It ends when the session or the membership',
      'does, or after LIVE_STREAM_MAX_SECONDS; Last-Event-ID resumes after that event.',
    ].join(' '),
    tags: ['Live'],
    access: { kind: 'orgSession' },
    headers: [lastEventIdHeader],
    success: { status: 200, description: 'The stream.', schema: z.string(), mediaType: 'text/event-stream' },
  },
  {
    path: '/api/sdk-guide',
    method: 'get',
    operationId: 'getSdkGuide',
    summary: 'The SDK integration guide',
    description:
      'In the language asked for (its current version, or its default); `data.locale` says which came.',
    tags: ['SDK guide'],
    access: { kind: 'session' },
    query: guideReadQuery,
    success: { status: 200, description: 'The guide.', schema: dataOf(sdkGuideSchema) },
    errors: ['validation_failed'],
  },
  {
    path: '/api/sdk-guide',
    method: 'put',
    operationId: 'saveSdkGuide',
    summary: 'Save the SDK guide in one language',
    description:
      'A new version of that language, the others left alone. With `baseUpdatedAt` (the `updatedAt` the draft started from), nothing is saved when another version was saved since: 409 edit_conflict with `current`. The body is at most 1 MiB.',
    tags: ['SDK guide'],
    access: { kind: 'admin' },
    query: guideSaveQuery,
    body: REQUEST_BODIES.saveSdkGuide,
    success: { status: 200, description: 'Saved.', schema: dataOf(sdkGuideSchema) },
    errors: ['edit_conflict'],
  },
  {
    path: '/api/sdk-guide/languages',
    method: 'get',
    operationId: 'listSdkGuideLanguages',
    summary: 'The guide’s languages',
    description: 'The 15 languages in the console’s order, with when each was last saved.',
    tags: ['SDK guide'],
    access: { kind: 'admin' },
    success: { status: 200, description: 'The languages.', schema: dataOf(z.array(sdkGuideLanguageSchema)) },
  },
  {
    path: '/api/health',
    method: 'get',
    operationId: 'getHealth',
    summary: 'Whether the server and its database answer',
    tags: ['System'],
    access: { kind: 'public' },
    success: {
      status: 200,
      description: 'Healthy (503 when the database does not answer).',
      schema: healthSchema,
    },
  },
  {
    path: '/api/contact',
    method: 'post',
    operationId: 'sendContactMessage',
    summary: 'Send a message through the contact form',
    tags: ['System'],
    access: { kind: 'public' },
    body: REQUEST_BODIES.sendContactMessage,
    success: { status: 201, description: 'Received.', schema: dataOf(contactReceivedSchema) },
    errors: ['rate_limited'],
  },
  {
    path: '/api/openapi.json',
    method: 'get',
    operationId: 'getOpenApiDocument',
    summary: 'This document',
    description: 'The API’s OpenAPI 3.1 document, produced from the schemas the routes validate with.',
    tags: ['System'],
    access: { kind: 'public' },
    success: {
      status: 200,
      description: 'The document.',
      schema: z.record(z.string(), z.unknown()).meta({ description: 'An OpenAPI 3.1 document.' }),
    },
  },
  ...(Object.entries(CRON_JOB_ANSWERS) as [keyof typeof CRON_JOB_ANSWERS, z.ZodType][]).map(
    ([job, schema]): OperationSpec => ({
      path: `/api/cron/${job}`,
      method: 'get',
      operationId: `runCron${job.replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase())}`,
      summary: `Run the ${job} job once`,
      description:
        'For serverless deployments, whose cron calls it (lib/server/jobs/registry.ts). `ran` is false when another instance held the job.',
      tags: ['System'],
      access: { kind: 'cron' },
      success: { status: 200, description: 'What the run did.', schema },
    }),
  ),
];
