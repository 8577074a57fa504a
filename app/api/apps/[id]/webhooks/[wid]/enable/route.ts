import { kickDeliveries } from '@/lib/server/alerts/deliver';
import { enableEndpoint } from '@/lib/server/alerts/endpoints';
import { webhookParams } from '@/lib/server/alerts/params';
import { userSource } from '@/lib/server/audit/record';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { requireOrgOrAdmin } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string; wid: string }>;
}

/**
 * POST (who manages the app's alerts) -> {data: endpoint}: re-enables an endpoint disabled after failing, and sends
 * what it still holds; 404.
 */
export const POST = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requireOrgOrAdmin(request, 'manageAlerts', {
    scope: 'alerts:write',
    appId: (await params).id,
  });
  const { appId, endpointId } = await webhookParams(params);
  const endpoint = await enableEndpoint(orgId, appId, endpointId, userSource(user, request));
  kickDeliveries();
  return json({ data: endpoint });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
