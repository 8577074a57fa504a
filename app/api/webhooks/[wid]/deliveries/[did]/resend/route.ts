import { kickDeliveries } from '@/lib/server/alerts/deliver';
import { queueResend } from '@/lib/server/alerts/deliveries';
import { channelWebhookParams } from '@/lib/server/alerts/params';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { requireOrg } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ wid: string; did: string }>;
}

/** POST (whoever manages alerts) -> 202 {data: WebhookDelivery}: the event again, same id; 404. */
export const POST = apiRoute(async (request: Request, { params }: Context) => {
  const { orgId } = await requireOrg(request, 'manageAlerts', { scope: 'alerts:write' });
  const { endpointId, deliveryId } = await channelWebhookParams(params);
  const delivery = await queueResend(orgId, null, endpointId, deliveryId);
  kickDeliveries();
  return json({ data: delivery }, 202);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
