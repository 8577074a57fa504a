import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { requirePathOrgCaller } from '@/lib/server/orgs/active';
import { listMembers } from '@/lib/server/orgs/members';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string }>;
}

/** GET (bearer, any member) -> {data: OrgMember[]}, in the order they joined; 404 for a non-member. */
export const GET = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requirePathOrgCaller(request, params, 'members:read');
  return json({ data: await listMembers(user, orgId) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
