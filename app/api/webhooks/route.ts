import { can } from '@/lib/auth/org-roles';
import { createEndpoint, listEndpoints } from '@/lib/server/alerts/endpoints';
import { userSource } from '@/lib/server/audit/record';
import { apiRoute } from '@/lib/server/http/api-route';
import { idempotent } from '@/lib/server/http/idempotency';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { requireOrg } from '@/lib/server/orgs/active';
import { orgWebhookSchema } from '@/lib/validations/alerts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The organisation's Slack and webhook channels (docs/product.md, Channels), which alert rules list.
 * GET (any member; tokens with alerts:read) -> {data: WebhookEndpoint[]} by name, without secrets; URLs
 * in full for those who manage alerts, else as an origin and a hint.
 */
export const GET = apiRoute(async (request: Request) => {
  const { orgId, role } = await requireOrg(request, 'read', { scope: 'alerts:read' });
  return json({ data: await listEndpoints(orgId, null, { fullUrls: can(role, 'manageAlerts') }) });
});

/**
 * POST {name, url, format?: 'json'|'slack', language?} (whoever manages alerts; tokens with alerts:write)
 * -> 201 {data: WebhookEndpointWithSecret}, the only answer with the secret; 400 validation_failed (a bad
 * URL or one that leads to a private address); 409 name_taken or limit_reached.
 */
export const POST = apiRoute(async (request: Request) => {
  const { user, orgId } = await requireOrg(request, 'manageAlerts', { scope: 'alerts:write' });
  return idempotent(request, `${orgId}/${user.id}`, async () => {
    const input = await validate(orgWebhookSchema, await readJsonBody(request));
    return json({ data: await createEndpoint(orgId, null, input, userSource(user, request)) }, 201);
  });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
