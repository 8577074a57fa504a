import { createChannel, listChannels } from '@/lib/server/alerts/channels/channels';
import { userSource } from '@/lib/server/audit/record';
import { apiRoute } from '@/lib/server/http/api-route';
import { idempotent } from '@/lib/server/http/idempotency';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { requireOrg } from '@/lib/server/orgs/active';
import { newChannelSchema } from '@/lib/validations/channels';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET (any member; tokens with alerts:read) -> {data: EmailChannel[]}: the organisation's, by name. */
export const GET = apiRoute(async (request: Request) => {
  const { orgId } = await requireOrg(request, 'read', { scope: 'alerts:read' });
  return json({ data: await listChannels(orgId) });
});

/**
 * POST {name, recipientIds} (whoever manages alerts; tokens with alerts:write) -> 201 {data:
 * EmailChannel}; 400 validation_failed (a recipient who is not a member: `fields.recipientIds`); 409
 * name_taken or limit_reached.
 */
export const POST = apiRoute(async (request: Request) => {
  const { user, orgId } = await requireOrg(request, 'manageAlerts', { scope: 'alerts:write' });
  return idempotent(request, `${orgId}/${user.id}`, async () => {
    const input = await validate(newChannelSchema, await readJsonBody(request));
    return json({ data: await createChannel(orgId, input, userSource(user, request)) }, 201);
  });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
