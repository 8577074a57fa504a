import { userSource } from '@/lib/server/audit/record';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json, noContent } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { requirePathOrgCaller } from '@/lib/server/orgs/active';
import { changeMemberRole, memberIdParam, removeMember } from '@/lib/server/orgs/members';
import { memberRoleSchema } from '@/lib/validations/orgs';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string; userId: string }>;
}

/**
 * PATCH {role, transferOwnership?} (bearer, owners and admins) -> {data: OrgMember}. Admins neither
 * touch owners nor make anyone owner (403 role_forbidden); `transferOwnership` (owners): the member
 * becomes owner and the caller admin. 409 last_owner when it would leave no owner.
 */
export const PATCH = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requirePathOrgCaller(request, params, 'members:write');
  const targetId = await memberIdParam(params);
  const input = await validate(memberRoleSchema, await readJsonBody(request));
  return json({ data: await changeMemberRole(user, orgId, targetId, input, userSource(user, request)) });
});

/** DELETE (bearer) -> 204: removes the member (owners and admins), or, with one's own id, leaves. 409 last_owner. */
export const DELETE = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requirePathOrgCaller(request, params, 'members:write');
  await removeMember(user, orgId, await memberIdParam(params), userSource(user, request));
  return noContent();
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, POST, PUT, OPTIONS } = otherMethods(['PATCH', 'DELETE']);
