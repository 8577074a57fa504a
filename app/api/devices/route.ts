import { devicesCallAnswer } from '@/lib/server/http/answers';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { requireOrg } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET ?page=1&pageSize=25|50|100&sort=lastSeen:desc&q=&appId=&status=online|offline|all (bearer)
 * -> {data: Device[], total}: devices of the caller's apps; with `cursor` (empty for the first page)
 * instead of `page`, {data, nextCursor}. 400 validation_failed for a bad parameter.
 */
export const GET = apiRoute(async (request: Request) => {
  const { orgId } = await requireOrg(request, 'read', {
    scope: 'devices:read',
    appId: new URL(request.url).searchParams.get('appId'),
  });
  return json(await devicesCallAnswer(new URL(request.url).searchParams, { orgId, admin: false }));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
