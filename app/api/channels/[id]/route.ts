import { channelIdParam, deleteChannel, updateChannel } from '@/lib/server/alerts/channels/channels';
import { userSource } from '@/lib/server/audit/record';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json, noContent } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { requireOrg } from '@/lib/server/orgs/active';
import { channelChangesSchema } from '@/lib/validations/channels';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string }>;
}

/** PATCH {name?, recipientIds?} (whoever manages alerts) -> {data: EmailChannel}; 400, 404, 409 name_taken. */
export const PATCH = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requireOrg(request, 'manageAlerts', { scope: 'alerts:write' });
  const id = await channelIdParam(params);
  const input = await validate(channelChangesSchema, await readJsonBody(request));
  return json({ data: await updateChannel(orgId, id, input, userSource(user, request)) });
});

/** DELETE (whoever manages alerts) -> 204, the channel taken out of the rules listing it; 404. */
export const DELETE = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requireOrg(request, 'manageAlerts', { scope: 'alerts:write' });
  await deleteChannel(orgId, await channelIdParam(params), userSource(user, request));
  return noContent();
});

export const { GET, POST, PUT, OPTIONS } = otherMethods(['PATCH', 'DELETE']);
