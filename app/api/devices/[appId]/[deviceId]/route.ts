import { deviceDetailAnswer } from '@/lib/server/http/answers';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { requireOrgOrAdmin } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ appId: string; deviceId: string }>;
}

/**
 * GET (bearer, the device's owner or an admin) -> {data: DeviceDetail}: the device, its online sessions of
 * the last 7 days and its changes, newest first; 404 not_found for an unknown or someone else's device.
 */
export const GET = apiRoute(async (request: Request, { params }: Context) => {
  const { orgId } = await requireOrgOrAdmin(request, 'read', {
    scope: 'devices:read',
    appId: (await params).appId,
  });
  const { appId, deviceId } = await params;
  return json(await deviceDetailAnswer(orgId, appId, deviceId));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
