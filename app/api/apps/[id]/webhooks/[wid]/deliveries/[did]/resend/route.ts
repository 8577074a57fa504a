import { kickDeliveries } from '@/lib/server/alerts/deliver';
import { queueResend } from '@/lib/server/alerts/deliveries';
import { webhookParams } from '@/lib/server/alerts/params';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { requireOrgOrAdmin } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string; wid: string; did: string }>;
}

/** POST (owner or admin) -> 202 {data: WebhookDelivery}: the event again, same id; 404 not_found. */
export const POST = apiRoute(async (request: Request, { params }: Context) => {
  const { orgId } = await requireOrgOrAdmin(request, 'manageAlerts', {
    scope: 'alerts:write',
    appId: (await params).id,
  });
  const { appId, endpointId, deliveryId } = await webhookParams(params);
  const delivery = await queueResend(orgId, appId, endpointId, deliveryId);
  kickDeliveries();
  return json({ data: delivery }, 202);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
