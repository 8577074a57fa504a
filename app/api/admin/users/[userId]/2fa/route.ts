import { userSource } from '@/lib/server/audit/record';
import { requireAdmin } from '@/lib/server/auth/bearer';
import { removeSecondFactor } from '@/lib/server/auth/two-factor/admin-reset';
import { isUuid } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { noContent } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * DELETE (bearer, admin) -> 204: the customer's second factor is removed (after the admin verified
 * them out of band), audited in their log, and they are emailed; 404 not_found for anyone who is not a
 * customer; 409 totp_not_enabled when they have none.
 */
export const DELETE = apiRoute(
  async (request: Request, { params }: { params: Promise<{ userId: string }> }) => {
    const admin = await requireAdmin(request);
    const { userId } = await params;
    if (!isUuid(userId)) throw new ApiError(404, 'not_found', 'No such customer');
    await removeSecondFactor(userId.toLowerCase(), userSource(admin, request));
    return noContent();
  },
);

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods(['DELETE']);
