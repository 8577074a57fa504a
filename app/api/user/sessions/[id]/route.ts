import { auditClient } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/bearer';
import { revokeSessionOf } from '@/lib/server/auth/session-list';
import { ApiError } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { noContent } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** DELETE (bearer) -> 204: that session of the user is signed out (audited); 404 not_found for any other id. */
export const DELETE = apiRoute(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const user = await requireUser(request);
  if (!(await revokeSessionOf(user, (await params).id, auditClient(request)))) {
    throw new ApiError(404, 'not_found', 'No such session');
  }
  return noContent();
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods(['DELETE']);
