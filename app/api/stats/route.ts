import { statsAnswer } from '@/lib/server/http/answers';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { requireOrg } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET (bearer) -> {data: Stats}: counts and series of the caller's apps and devices. */
export const GET = apiRoute(async (request: Request) => {
  const { orgId } = await requireOrg(request, 'read', { scope: 'devices:read' });
  return json(await statsAnswer(orgId));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
