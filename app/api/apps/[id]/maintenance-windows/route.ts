import { createMaintenanceWindow, listMaintenanceWindows } from '@/lib/server/alerts/maintenance';
import { userSource } from '@/lib/server/audit/record';
import { appIdParam } from '@/lib/server/domain/access';
import { apiRoute } from '@/lib/server/http/api-route';
import { idempotent } from '@/lib/server/http/idempotency';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { requireOrgOrAdmin } from '@/lib/server/orgs/active';
import { maintenanceWindowSchema } from '@/lib/validations/alerts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string }>;
}

/** GET (any member, or an admin) -> {data: MaintenanceWindow[]}, oldest first, each with `active`; 404. */
export const GET = apiRoute(async (request: Request, { params }: Context) => {
  const { orgId } = await requireOrgOrAdmin(request, 'read', {
    scope: 'alerts:read',
    appId: (await params).id,
  });
  return json({ data: await listMaintenanceWindows(orgId, await appIdParam(params)) });
});

/**
 * POST {kind: 'once', startsAt, endsAt} or {kind: 'weekly', weekday, startTime, durationMinutes,
 * timeZone}, with name? and viewId? (whoever manages alerts) -> 201 {data: MaintenanceWindow}; 400
 * validation_failed naming each bad field; 409 limit_reached past the windows an app may have.
 */
export const POST = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requireOrgOrAdmin(request, 'manageAlerts', {
    scope: 'alerts:write',
    appId: (await params).id,
  });
  const appId = await appIdParam(params);
  return idempotent(request, `${orgId ?? 'admin'}/${user.id}`, async () => {
    const input = await validate(maintenanceWindowSchema, await readJsonBody(request));
    return json(
      { data: await createMaintenanceWindow(orgId, appId, user.id, input, userSource(user, request)) },
      201,
    );
  });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
