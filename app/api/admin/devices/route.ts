import { requireAdmin } from '@/lib/server/auth/bearer';
import { devicesAnswer } from '@/lib/server/http/answers';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET (bearer, admin), the query of /api/devices plus ownerId= -> {data: Device[] with owner, total}. */
export const GET = apiRoute(async (request: Request) => {
  const admin = await requireAdmin(request);
  return json(await devicesAnswer(admin, new URL(request.url).searchParams, { admin: true }));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
