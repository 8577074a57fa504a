import { requireUser } from '@/lib/server/auth/bearer';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { listMembers } from '@/lib/server/orgs/members';
import { orgIdParam } from '@/lib/server/orgs/organisations';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string }>;
}

/** GET (bearer, any member) -> {data: OrgMember[]}, in the order they joined; 404 for a non-member. */
export const GET = apiRoute(async (request: Request, { params }: Context) => {
  const user = await requireUser(request);
  return json({ data: await listMembers(user, await orgIdParam(params)) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
