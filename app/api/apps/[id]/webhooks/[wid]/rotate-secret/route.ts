import { rotateEndpointSecret } from '@/lib/server/alerts/endpoints';
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

/** POST (owner or admin) -> {data: {id, url, format, createdAt, secret}}: the new secret, once; 404. */
export const POST = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requireOrgOrAdmin(request, 'manageAlerts', {
    scope: 'alerts:write',
    appId: (await params).id,
  });
  const { appId, endpointId } = await webhookParams(params);
  return json({ data: await rotateEndpointSecret(orgId, appId, endpointId, userSource(user, request)) });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
