import { requireAdmin } from '@/lib/server/auth/bearer';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { unknownKeyRefusals } from '@/lib/server/ingest/refusals';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET (bearer, admin) -> {data: [{hour, count}]}: heartbeats refused in the last 24 hours for keys of no
 * app, per UTC hour, latest first (hours without any left out); never a key. 401 / 403 otherwise.
 */
export const GET = apiRoute(async (request: Request) => {
  await requireAdmin(request);
  return json({ data: await unknownKeyRefusals() });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
