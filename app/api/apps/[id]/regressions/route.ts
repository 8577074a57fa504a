import { appIdParam } from '@/lib/server/domain/access';
import { appVersionRegressions } from '@/lib/server/domain/versions';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { requireOrgOrAdmin } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET (any member, or an admin; tokens with devices:read) -> {data: VersionRegressions}: the app's
 * devices whose version went backwards, and those that went silent within an hour of changing version,
 * in the last 30 days, with counts per version. 404 for anyone else.
 */
export const GET = apiRoute(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { orgId } = await requireOrgOrAdmin(request, 'read', {
    scope: 'devices:read',
    appId: (await params).id,
  });
  return json({ data: await appVersionRegressions(orgId, await appIdParam(params)) });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
