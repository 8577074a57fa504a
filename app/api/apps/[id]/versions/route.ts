import { appIdParam } from '@/lib/server/domain/access';
import { appVersionAdoption } from '@/lib/server/domain/versions';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { requireOrgOrAdmin } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET (any member, or an admin; tokens with devices:read) -> {data: VersionAdoption}: the app's active
 * devices by version over the last 30 UTC days, and how fast each version spread. 404 for anyone else.
 */
export const GET = apiRoute(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { orgId } = await requireOrgOrAdmin(request, 'read', {
    scope: 'devices:read',
    appId: (await params).id,
  });
  return json({ data: await appVersionAdoption(orgId, await appIdParam(params)) });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
