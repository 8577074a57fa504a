import { listDeliveries } from '@/lib/server/alerts/deliveries';
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

/** GET (any member; tokens with alerts:read) -> {data: WebhookDelivery[]}, the newest 50 first; 404. */
export const GET = apiRoute(async (request: Request, { params }: Context) => {
  const { orgId } = await requireOrg(request, 'read', { scope: 'alerts:read' });
  const { endpointId } = await channelWebhookParams(params);
  return json({ data: await listDeliveries(orgId, null, endpointId) });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
