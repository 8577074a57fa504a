import { deleteEndpoint } from '@/lib/server/alerts/endpoints';
import { channelWebhookParams } from '@/lib/server/alerts/params';
import { userSource } from '@/lib/server/audit/record';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { noContent } from '@/lib/server/http/responses';
import { requireOrg } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ wid: string }>;
}

/** DELETE (whoever manages alerts) -> 204, with its deliveries, taken out of the rules listing it; 404. */
export const DELETE = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requireOrg(request, 'manageAlerts', { scope: 'alerts:write' });
  const { endpointId } = await channelWebhookParams(params);
  await deleteEndpoint(orgId, null, endpointId, userSource(user, request));
  return noContent();
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods(['DELETE']);
