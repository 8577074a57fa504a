import { deleteEndpoint } from '@/lib/server/alerts/endpoints';
import { webhookParams } from '@/lib/server/alerts/params';
import { userSource } from '@/lib/server/audit/record';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { noContent } from '@/lib/server/http/responses';
import { requireOrgOrAdmin } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string; wid: string }>;
}

/** DELETE (owner or admin) -> 204, with its deliveries; 404 not_found. */
export const DELETE = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requireOrgOrAdmin(request, 'manageAlerts', {
    scope: 'alerts:write',
    appId: (await params).id,
  });
  const { appId, endpointId } = await webhookParams(params);
  await deleteEndpoint(orgId, appId, endpointId, userSource(user, request));
  return noContent();
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods(['DELETE']);
