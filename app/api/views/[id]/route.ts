import { userSource } from '@/lib/server/audit/record';
import { deleteView, updateView, viewIdParam } from '@/lib/server/domain/views';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json, noContent } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { requireOrg } from '@/lib/server/orgs/active';
import { viewChangesSchema } from '@/lib/validations/saved-views';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string }>;
}

/**
 * PATCH {name?, query?, columns?} (a member or above) -> {data: SavedView}; 404, 409 name_taken; 403
 * insufficient_scope for a token without alerts:write changing the filter of a view an alert rule counts.
 */
export const PATCH = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId, scopes } = await requireOrg(request, 'saveViews', { scope: 'devices:write' });
  const id = await viewIdParam(params);
  const input = await validate(viewChangesSchema, await readJsonBody(request));
  return json({ data: await updateView(orgId, id, input, userSource(user, request), scopes) });
});

/**
 * DELETE (a member or above) -> 204; 404 for a view that is not the organisation's; 403
 * insufficient_scope for a token without alerts:write deleting a view an alert rule counts.
 */
export const DELETE = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId, scopes } = await requireOrg(request, 'saveViews', { scope: 'devices:write' });
  await deleteView(orgId, await viewIdParam(params), userSource(user, request), scopes);
  return noContent();
});

export const { GET, POST, PUT, OPTIONS } = otherMethods(['PATCH', 'DELETE']);
