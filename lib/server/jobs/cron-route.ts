import 'server-only';

import { timingSafeEqual } from 'node:crypto';

import { cronSecret } from '@/lib/server/config-jobs';
import { ApiError } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/api-route';
import { BACKGROUND_JOBS, type JobName } from '@/lib/server/jobs/registry';
import { log } from '@/lib/server/log';

/**
 * A job's cron route (GET /api/cron/<name>), as Vercel Cron calls it: `Authorization: Bearer
 * <CRON_SECRET>`. Without CRON_SECRET nobody can be authorised, so the route answers 404 as if it did
 * not exist and never runs; a missing or wrong bearer answers 401. Answers 200 with what the run did.
 */
export function cronRoute(name: JobName) {
  return apiRoute(async (request: Request) => {
    authorizeCron(request);
    const outcome = await BACKGROUND_JOBS[name].run();
    log().debug({ job: name, ...outcome }, 'cron job ran');
    return Response.json({ data: { job: name, ...outcome } }, { headers: { 'Cache-Control': 'no-store' } });
  });
}

/** Throws unless the request carries the cron secret; compared in constant time. */
export function authorizeCron(request: Request): void {
  const secret = cronSecret();
  if (!secret) throw new ApiError(404, 'not_found', 'There is no such API endpoint');
  const header = request.headers.get('authorization') ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(secret);
  // timingSafeEqual needs equal lengths; comparing with itself keeps the time the same either way.
  const same = timingSafeEqual(given.length === expected.length ? given : expected, expected);
  if (!same || given.length !== expected.length)
    throw new ApiError(401, 'unauthorized', 'The cron secret is missing or wrong');
}
