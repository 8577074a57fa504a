import { userSource } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/bearer';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json, noContent } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { orgIdParam } from '@/lib/server/orgs/active';
import { deleteOrg, updateOrg } from '@/lib/server/orgs/organisations';
import { orgChangesSchema } from '@/lib/validations/orgs';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string }>;
}

/**
 * PATCH {name?, requireTwoFactor?} (bearer; renaming: owners and admins, requiring two-factor sign-in:
 * owners, who have it themselves) -> {data: OrgSummary}; 403 role_forbidden or mfa_required; 404 for a
 * non-member.
 */
export const PATCH = apiRoute(async (request: Request, { params }: Context) => {
  const user = await requireUser(request);
  const orgId = await orgIdParam(params);
  const input = await validate(orgChangesSchema, await readJsonBody(request));
  return json({ data: await updateOrg(user, orgId, input, userSource(user, request)) });
});

/** DELETE (bearer, owners) -> 204, with its memberships, invitations and everything it owns. */
export const DELETE = apiRoute(async (request: Request, { params }: Context) => {
  const user = await requireUser(request);
  await deleteOrg(user, await orgIdParam(params), userSource(user, request));
  return noContent();
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, POST, PUT, OPTIONS } = otherMethods(['PATCH', 'DELETE']);
