import { userSource } from '@/lib/server/audit/record';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { noContent } from '@/lib/server/http/responses';
import { requirePathOrgCaller } from '@/lib/server/orgs/active';
import { invitationIdParam, revokeInvitation } from '@/lib/server/orgs/invitations';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string; iid: string }>;
}

/** DELETE (bearer, owners and admins) -> 204: revoked, its link stops working; 404 when not pending or expired. */
export const DELETE = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requirePathOrgCaller(request, params, 'members:write');
  await revokeInvitation(user, orgId, await invitationIdParam(params), userSource(user, request));
  return noContent();
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods(['DELETE']);
