import { kickDeliveries } from '@/lib/server/alerts/deliver';
import { queueTestEvent } from '@/lib/server/alerts/deliveries';
import { channelWebhookParams } from '@/lib/server/alerts/params';
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
 * POST (whoever manages alerts) -> 202 {data: WebhookDelivery}: a `test` event (its `appId` null: a
 * channel is of no app), sent at once; 404.
 */
export const POST = apiRoute(async (request: Request, { params }: Context) => {
  const { orgId } = await requireOrg(request, 'manageAlerts', { scope: 'alerts:write' });
  const { endpointId } = await channelWebhookParams(params);
  const delivery = await queueTestEvent(orgId, null, endpointId);
  kickDeliveries();
  return json({ data: delivery }, 202);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
