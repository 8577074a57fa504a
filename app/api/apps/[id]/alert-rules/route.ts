import { getAlertRules, putAlertRules } from '@/lib/server/alerts/rules';
import { userSource } from '@/lib/server/audit/record';
import { appIdParam } from '@/lib/server/domain/access';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { requireOrgOrAdmin } from '@/lib/server/orgs/active';
import { alertRulesSchema } from '@/lib/validations/alerts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string }>;
}

/**
 * GET (any member) -> {data: AlertRules}: the offline rules, their scope, the cooldown, the incident
 * thresholds and the email channels (docs/product.md, Offline alerts); 404.
 */
export const GET = apiRoute(async (request: Request, { params }: Context) => {
  const { orgId } = await requireOrgOrAdmin(request, 'read', {
    scope: 'alerts:read',
    appId: (await params).id,
  });
  return json({ data: await getAlertRules(orgId, await appIdParam(params)) });
});

/**
 * PUT {offlineAfterSeconds: 10..2592000|null, offlineSharePercent: 1..100|null, offlineShareViewId?:
 * a saved view of the organisation|null, cooldownSeconds: 0..604800, the incident thresholds?,
 * channelIds?: the organisation's email, Slack and webhook channels} (whoever manages alerts) -> {data: rules}; 400
 * validation_failed naming each bad field (a view or channel not the organisation's too); 404.
 */
export const PUT = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requireOrgOrAdmin(request, 'manageAlerts', {
    scope: 'alerts:write',
    appId: (await params).id,
  });
  const appId = await appIdParam(params);
  const input = await validate(alertRulesSchema, await readJsonBody(request));
  return json({ data: await putAlertRules(orgId, appId, input, userSource(user, request)) });
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'PUT']);
