import { userSource } from '@/lib/server/audit/record';
import { apiRoute } from '@/lib/server/http/api-route';
import { consoleOrigin } from '@/lib/server/http/console-origin';
import { otherMethods } from '@/lib/server/http/other-methods';
import { requestLocale } from '@/lib/server/http/request-locale';
import { json } from '@/lib/server/http/responses';
import { requirePathOrgCaller } from '@/lib/server/orgs/active';
import { invitationIdParam, resendInvitation } from '@/lib/server/orgs/invitations';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string; iid: string }>;
}

/**
 * POST (bearer, owners and admins) -> {data: SentInvitation}: a new link (the old one stops working),
 * a new expiry and a new email; 404 when it is no longer pending or expired.
 */
export const POST = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requirePathOrgCaller(request, params, 'members:write');
  const id = await invitationIdParam(params);
  const delivery = { origin: consoleOrigin(request), locale: requestLocale(request) };
  return json({ data: await resendInvitation(user, orgId, id, delivery, userSource(user, request)) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
