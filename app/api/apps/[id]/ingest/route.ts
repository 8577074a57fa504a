import { appIdParam } from '@/lib/server/domain/access';
import { appIngest } from '@/lib/server/domain/app-keys';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { requireOrgOrAdmin } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET (bearer, owner or admin) -> {data: {firstHeartbeatAt, firstDeviceId, lastHeartbeatAt, refused:
 * [{reason, count, lastAt, lastDeviceId, detail}]}}: the app's first and latest accepted heartbeats and,
 * by reason, the heartbeats refused in the last 24 hours. 404 not_found for anyone else.
 */
export const GET = apiRoute(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { orgId } = await requireOrgOrAdmin(request, 'read', {
    scope: 'devices:read',
    appId: (await params).id,
  });
  return json({ data: await appIngest(orgId, await appIdParam(params)) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
