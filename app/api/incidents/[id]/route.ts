import { incidentIdParam } from '@/lib/server/alerts/incidents/params';
import { getIncident, incidentAppId } from '@/lib/server/alerts/incidents/read';
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
 * GET (any member; tokens with alerts:read) -> {data: IncidentDetail}: the incident, its timeline and
 * its first 100 devices; 404 for an incident that is not the organisation's.
 */
export const GET = apiRoute(async (request: Request, { params }: Context) => {
  const { orgId } = await requireOrg(request, 'read', {
    scope: 'alerts:read',
    appId: await incidentAppId((await params).id),
  });
  return json({ data: await getIncident(orgId, await incidentIdParam(params)) });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
