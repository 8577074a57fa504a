import { userSource } from '@/lib/server/audit/record';
import { createView, listViews } from '@/lib/server/domain/views';
import { apiRoute } from '@/lib/server/http/api-route';
import { idempotent } from '@/lib/server/http/idempotency';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { requireOrg } from '@/lib/server/orgs/active';
import { newViewSchema } from '@/lib/validations/saved-views';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET (any member; tokens with devices:read) -> {data: SavedView[]}: the organisation's views, by name. */
export const GET = apiRoute(async (request: Request) => {
  const { orgId } = await requireOrg(request, 'read', { scope: 'devices:read' });
  return json({ data: await listViews(orgId) });
});

/**
 * POST {name, query?, columns?} (a member or above; tokens with devices:write) -> 201 {data: SavedView};
 * 400 for a query GET /api/devices would refuse (`fields['query.<parameter>']`), 409 name_taken or
 * limit_reached.
 */
export const POST = apiRoute(async (request: Request) => {
  const { user, orgId } = await requireOrg(request, 'saveViews', { scope: 'devices:write' });
  return idempotent(request, `${orgId}/${user.id}`, async () => {
    const input = await validate(newViewSchema, await readJsonBody(request));
    return json({ data: await createView(orgId, user.id, input, userSource(user, request)) }, 201);
  });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
