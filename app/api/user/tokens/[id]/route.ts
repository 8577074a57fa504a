import { userSource } from '@/lib/server/audit/record';
import { revokeApiToken } from '@/lib/server/auth/api-tokens';
import { requireUser } from '@/lib/server/auth/bearer';
import { isUuid } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { noContent } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** DELETE (session) -> 204: that personal token of the caller stops working at once (audited); 404 otherwise. */
export const DELETE = apiRoute(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireUser(request);
  const { id } = await params;
  const where = { id: id.toLowerCase(), userId: user.id, kind: 'personal' as const };
  if (!isUuid(id) || !(await revokeApiToken(where, userSource(user, request)))) {
    throw new ApiError(404, 'not_found', 'No such token');
  }
  return noContent();
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods(['DELETE']);
