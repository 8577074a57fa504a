import { userSource } from '@/lib/server/audit/record';
import { requireAdmin } from '@/lib/server/auth/bearer';
import { createResetLinkFor } from '@/lib/server/auth/password-reset';
import { ApiError } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/api-route';
import { consoleOrigin } from '@/lib/server/http/console-origin';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST (bearer, admin) -> 201 {data: {url, expiresAt}}: a one-time link (30 minutes) for the customer
 * to choose a new password, shown once, and audited in the customer's log; 404 not_found for anyone who is not a customer.
 */
export const POST = apiRoute(
  async (request: Request, { params }: { params: Promise<{ userId: string }> }) => {
    const admin = await requireAdmin(request);
    const { userId } = await params;
    const link = UUID.test(userId)
      ? await createResetLinkFor(
          userId,
          consoleOrigin(request, { signedInCaller: true }),
          userSource(admin, request),
        )
      : null;
    if (!link) throw new ApiError(404, 'not_found', 'No such customer');
    return json({ data: link }, 201);
  },
);

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
