import { userSource } from '@/lib/server/audit/record';
import { apiRoute } from '@/lib/server/http/api-route';
import { consoleOrigin } from '@/lib/server/http/console-origin';
import { idempotent } from '@/lib/server/http/idempotency';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { requestLocale } from '@/lib/server/http/request-locale';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { requirePathOrgCaller } from '@/lib/server/orgs/active';
import { createInvitation, listInvitations } from '@/lib/server/orgs/invitations';
import { invitationSchema } from '@/lib/validations/orgs';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string }>;
}

/** GET (bearer, any member) -> {data: OrgInvitation[]}: pending and expired, newest first. */
export const GET = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requirePathOrgCaller(request, params, 'members:read');
  return json({ data: await listInvitations(user, orgId) });
});

/**
 * POST {email, role} (bearer, owners and admins) -> 201 {data: SentInvitation}: the invitation, its
 * link (`url`, shown only here) and whether it was emailed. 409 already_member / already_invited.
 */
export const POST = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requirePathOrgCaller(request, params, 'members:write');
  return idempotent(request, `${orgId}/${user.id}`, async () => {
    const input = await validate(invitationSchema, await readJsonBody(request));
    const delivery = { origin: consoleOrigin(request), locale: requestLocale(request) };
    return json(
      { data: await createInvitation(user, orgId, input, delivery, userSource(user, request)) },
      201,
    );
  });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
