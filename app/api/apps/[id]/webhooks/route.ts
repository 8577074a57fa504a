import { can } from '@/lib/auth/org-roles';
import { createEndpoint, listEndpoints } from '@/lib/server/alerts/endpoints';
import { userSource } from '@/lib/server/audit/record';
import { appIdParam } from '@/lib/server/domain/access';
import { apiRoute } from '@/lib/server/http/api-route';
import { idempotent } from '@/lib/server/http/idempotency';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { requireOrgOrAdmin } from '@/lib/server/orgs/active';
import { createWebhookSchema } from '@/lib/validations/alerts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string }>;
}

/**
 * GET (any member, or an admin) -> {data: WebhookEndpoint[]}, without secrets; their URLs in full for
 * those who manage alerts, else as an origin and a hint (a URL may be a credential); 404 otherwise.
 */
export const GET = apiRoute(async (request: Request, { params }: Context) => {
  const { orgId, role } = await requireOrgOrAdmin(request, 'read', {
    scope: 'alerts:read',
    appId: (await params).id,
  });
  const fullUrls = role === null || can(role, 'manageAlerts');
  return json({ data: await listEndpoints(orgId, await appIdParam(params), { fullUrls }) });
});

/**
 * POST {url, format?: 'json'|'slack'} (owner or admin) -> 201 {data: {id, url, format, createdAt, secret}},
 * the only answer with the secret; 400 validation_failed for a bad URL or one that leads to a private
 * address; 409 limit_reached past the endpoints an app may have.
 */
export const POST = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requireOrgOrAdmin(request, 'manageAlerts', {
    scope: 'alerts:write',
    appId: (await params).id,
  });
  const appId = await appIdParam(params);
  return idempotent(request, `${orgId ?? 'admin'}/${user.id}`, async () => {
    const input = await validate(createWebhookSchema, await readJsonBody(request));
    return json({ data: await createEndpoint(orgId, appId, input, userSource(user, request)) }, 201);
  });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
