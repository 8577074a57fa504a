import { getAlertSnooze, resumeAlerts, snoozeAlerts } from '@/lib/server/alerts/snooze';
import { userSource } from '@/lib/server/audit/record';
import { appIdParam } from '@/lib/server/domain/access';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { requireOrgOrAdmin } from '@/lib/server/orgs/active';
import { alertSnoozeSchema } from '@/lib/validations/alerts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string }>;
}

/** GET (any member, or an admin) -> {data: {snoozedUntil}}: null when the app's alerts are not snoozed; 404. */
export const GET = apiRoute(async (request: Request, { params }: Context) => {
  const { orgId } = await requireOrgOrAdmin(request, 'read', {
    scope: 'alerts:read',
    appId: (await params).id,
  });
  return json({ data: await getAlertSnooze(orgId, await appIdParam(params)) });
});

/** PUT {hours: 1|24} (owner, admin or member) -> {data: {snoozedUntil}}; 400 validation_failed; 404. */
export const PUT = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requireOrgOrAdmin(request, 'manageAlerts', {
    scope: 'alerts:write',
    appId: (await params).id,
  });
  const appId = await appIdParam(params);
  const input = await validate(alertSnoozeSchema, await readJsonBody(request));
  return json({ data: await snoozeAlerts(orgId, appId, input, userSource(user, request)) });
});

/** DELETE (owner, admin or member) -> {data: {snoozedUntil: null}}: the alerts resume at once; 404. */
export const DELETE = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requireOrgOrAdmin(request, 'manageAlerts', {
    scope: 'alerts:write',
    appId: (await params).id,
  });
  const appId = await appIdParam(params);
  return json({ data: await resumeAlerts(orgId, appId, userSource(user, request)) });
});

export const { POST, PATCH, OPTIONS } = otherMethods(['GET', 'PUT', 'DELETE']);
