import { requireAdmin } from '@/lib/server/auth/bearer';
import { adminAppsAnswer } from '@/lib/server/http/answers';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { adminOrgFilter } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET ?orgId= (or ownerId=) (bearer, admin) -> {data: App[] with owner, heartbeatQuota and quota, total,
 * defaultQuota: {limit, windowSeconds} | null}: every customer's apps, newest first, and the quota of
 * apps without their own.
 */
export const GET = apiRoute(async (request: Request) => {
  await requireAdmin(request);
  return json(await adminAppsAnswer(await adminOrgFilter(new URL(request.url).searchParams)));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
