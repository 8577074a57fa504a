import { listDeliveries } from '@/lib/server/alerts/deliveries';
import { webhookParams } from '@/lib/server/alerts/params';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { requireOrgOrAdmin } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string; wid: string }>;
}

/** GET (owner or admin) -> {data: WebhookDelivery[]}, the newest 50 first; 404 not_found. */
export const GET = apiRoute(async (request: Request, { params }: Context) => {
  const { orgId } = await requireOrgOrAdmin(request, 'read', {
    scope: 'alerts:read',
    appId: (await params).id,
  });
  const { appId, endpointId } = await webhookParams(params);
  return json({ data: await listDeliveries(orgId, appId, endpointId) });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
