import { userSource } from '@/lib/server/audit/record';
import { appIdParam } from '@/lib/server/domain/access';
import { revokeAppKey } from '@/lib/server/domain/app-keys';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { noContent } from '@/lib/server/http/responses';
import { requireOrg } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string; keyId: string }>;
}

/**
 * DELETE (bearer, owner) -> 204: an older key stops being accepted now, on every instance; again for an
 * ended key, 204 too. 409 active_key for the current key (rotate it instead); 404 not_found.
 */
export const DELETE = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requireOrg(request, 'editApps', {
    scope: 'apps:write',
    appId: (await params).id,
  });
  const id = await appIdParam(params);
  const { keyId } = await params;
  await revokeAppKey(orgId, id, keyId.toLowerCase(), userSource(user, request));
  return noContent();
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods(['DELETE']);
