import { deleteMaintenanceWindow } from '@/lib/server/alerts/maintenance';
import { maintenanceParams } from '@/lib/server/alerts/params';
import { userSource } from '@/lib/server/audit/record';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { noContent } from '@/lib/server/http/responses';
import { requireOrgOrAdmin } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string; mid: string }>;
}

/** DELETE (whoever manages alerts) -> 204; 404 not_found. */
export const DELETE = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requireOrgOrAdmin(request, 'manageAlerts', {
    scope: 'alerts:write',
    appId: (await params).id,
  });
  const { appId, windowId } = await maintenanceParams(params);
  await deleteMaintenanceWindow(orgId, appId, windowId, userSource(user, request));
  return noContent();
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods(['DELETE']);
