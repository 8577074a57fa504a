import { requireAdmin } from '@/lib/server/auth/bearer';
import { uuidFilter } from '@/lib/server/domain/access';
import { adminAppsAnswer } from '@/lib/server/http/answers';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET ?ownerId= (bearer, admin) -> {data: App[] with owner, heartbeatQuota and quota, total,
 * defaultQuota: {limit, windowSeconds} | null}: every customer's apps, newest first, and the quota of
 * apps without their own.
 */
export const GET = apiRoute(async (request: Request) => {
  await requireAdmin(request);
  const ownerId = uuidFilter(new URL(request.url).searchParams.get('ownerId'));
  return json(await adminAppsAnswer(ownerId));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
