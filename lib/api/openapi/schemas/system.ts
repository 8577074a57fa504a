import { z } from 'zod';

import { count, dataOf } from '@/lib/api/openapi/schemas/common';

/** The health check and the cron routes' answers (docs/operations.md, "Preview deployments"). */

export const healthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

/**
 * What one run of a background job did (lib/server/jobs: `{ran, ...counts}`): `ran` is false when another
 * caller held the job, and the run did nothing.
 */
const run = <const Name extends string, Shape extends z.ZodRawShape>(job: Name, counts: Shape) =>
  dataOf(z.object({ job: z.literal(job), ran: z.boolean(), ...counts }));

export const CRON_JOB_ANSWERS = {
  alerts: run('alerts', {
    checked: z.boolean(),
    attempts: count().meta({ description: 'Webhook deliveries attempted.' }),
    emails: count().meta({ description: 'Incident emails sent to the members of email channels.' }),
  }),
  'audit-retention': run('audit-retention', { deleted: count() }),
  'device-history-retention': run('device-history-retention', { deleted: count() }),
  'offline-sweep': run('offline-sweep', { periods: count(), events: count() }),
  'token-expiry': run('token-expiry', { sent: count() }),
} as const;
