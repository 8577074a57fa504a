import { userSource } from '@/lib/server/audit/record';
import { revokeApiToken } from '@/lib/server/auth/api-tokens';
import { requireUser } from '@/lib/server/auth/bearer';
import { isUuid } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { noContent } from '@/lib/server/http/responses';
import { orgIdParam } from '@/lib/server/orgs/active';
import { orgOfPath } from '@/lib/server/orgs/organisations';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** DELETE (session, owners and admins) -> 204: the organisation token stops working at once (audited); 404. */
export const DELETE = apiRoute(
  async (request: Request, { params }: { params: Promise<{ id: string; tid: string }> }) => {
    const user = await requireUser(request);
    const orgId = await orgIdParam(params);
    await orgOfPath(user, orgId, 'manageTokens');
    const { tid } = await params;
    const where = { id: tid.toLowerCase(), orgId, kind: 'organisation' as const };
    if (!isUuid(tid) || !(await revokeApiToken(where, userSource(user, request)))) {
      throw new ApiError(404, 'not_found', 'No such token');
    }
    return noContent();
  },
);

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods(['DELETE']);
