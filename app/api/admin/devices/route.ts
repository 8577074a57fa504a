import { requireAdmin } from '@/lib/server/auth/bearer';
import { devicesCallAnswer } from '@/lib/server/http/answers';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { adminOrgFilter } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET (bearer, admin), the query of /api/devices plus orgId= (or ownerId=, that customer's personal organisation) -> {data: Device[] with owner, total}. */
export const GET = apiRoute(async (request: Request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  return json(await devicesCallAnswer(params, { orgId: await adminOrgFilter(params), admin: true }));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
