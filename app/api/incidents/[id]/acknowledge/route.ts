import { acknowledgeIncident } from '@/lib/server/alerts/incidents/acknowledge';
import { incidentIdParam } from '@/lib/server/alerts/incidents/params';
import { incidentAppId } from '@/lib/server/alerts/incidents/read';
import { userSource } from '@/lib/server/audit/record';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { requireOrg } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string }>;
}

/**
 * POST (a member or above; tokens with alerts:write) -> {data: Incident}: acknowledged, so its growth is
 * no longer notified; acknowledging it again answers it unchanged. 404 for an incident that is not the
 * organisation's; 403 role_forbidden for a viewer.
 */
export const POST = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requireOrg(request, 'manageAlerts', {
    scope: 'alerts:write',
    appId: await incidentAppId((await params).id),
  });
  const id = await incidentIdParam(params);
  return json({ data: await acknowledgeIncident(orgId, id, user.id, userSource(user, request)) });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
