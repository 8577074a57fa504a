import { requireAdmin } from '@/lib/server/auth/bearer';
import { uuidFilter } from '@/lib/server/domain/access';
import { adminStatsAnswer } from '@/lib/server/http/answers';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET ?ownerId= (bearer, admin) -> {data: Stats}: every customer's figures, or one customer's. */
export const GET = apiRoute(async (request: Request) => {
  await requireAdmin(request);
  const ownerId = uuidFilter(new URL(request.url).searchParams.get('ownerId'));
  return json(await adminStatsAnswer(ownerId));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
