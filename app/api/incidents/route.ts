import { parseIncidentsQuery } from '@/lib/server/alerts/incidents/params';
import { listIncidents } from '@/lib/server/alerts/incidents/read';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { requireOrg } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET ?status=open|resolved&appId=&cursor= (any member; tokens with alerts:read, a token restricted to
 * an app naming it in appId) -> {data: Incident[], nextCursor}: the organisation's incidents, newest
 * first, 100 a page; 400 validation_failed for another status, a malformed appId or cursor.
 */
export const GET = apiRoute(async (request: Request) => {
  const filter = parseIncidentsQuery(new URL(request.url).searchParams);
  const { orgId } = await requireOrg(request, 'read', { scope: 'alerts:read', appId: filter.appId });
  return json(await listIncidents(orgId, filter));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
