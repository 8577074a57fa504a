import { appIdParam } from '@/lib/server/domain/access';
import { listAppKeys } from '@/lib/server/domain/app-keys';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { requireOrgOrAdmin } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET (bearer, owner or admin) -> {data: [{id, createdAt, expiresAt, lastUsedAt, state, masked}], now}:
 * the app's keys, newest first, ended ones for a day; never a key itself; `now`, the server's time the
 * states were decided at, which the console counts "stops in" and "last used" from. 404 not_found for
 * anyone else.
 */
export const GET = apiRoute(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { orgId } = await requireOrgOrAdmin(request, 'read', {
    scope: 'apps:read',
    appId: (await params).id,
  });
  return json(await listAppKeys(orgId, await appIdParam(params)));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
