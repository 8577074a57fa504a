import { kickDeliveries } from '@/lib/server/alerts/deliver';
import { enableEndpoint } from '@/lib/server/alerts/endpoints';
import { channelWebhookParams } from '@/lib/server/alerts/params';
import { userSource } from '@/lib/server/audit/record';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { requireOrg } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ wid: string }>;
}

/**
 * POST (whoever manages alerts) -> {data: WebhookEndpoint}: re-enables a channel disabled after failing,
 * and sends what it still holds; 404.
 */
export const POST = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requireOrg(request, 'manageAlerts', { scope: 'alerts:write' });
  const { endpointId } = await channelWebhookParams(params);
  const endpoint = await enableEndpoint(orgId, null, endpointId, userSource(user, request));
  kickDeliveries();
  return json({ data: endpoint });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
