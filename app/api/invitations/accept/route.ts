import { userSource } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/bearer';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { acceptInvitation } from '@/lib/server/orgs/invitations';
import { invitationTokenSchema } from '@/lib/validations/orgs';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST {token} (bearer) -> {data: OrgSummary}: the signed-in user joins, and it becomes their active
 * organisation. 403 invitation_wrong_account (it stays usable); 410 invitation_expired / _used /
 * _revoked; 409 already_member; 404 for an unknown token.
 */
export const POST = apiRoute(async (request: Request) => {
  const user = await requireUser(request);
  const { token } = await validate(invitationTokenSchema, await readJsonBody(request));
  return json({ data: await acceptInvitation(user, token, userSource(user, request)) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
