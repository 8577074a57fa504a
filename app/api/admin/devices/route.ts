import { requireAdmin } from '@/lib/server/auth/bearer';
import { listDevices } from '@/lib/server/domain/devices/list';
import { parseDeviceQuery } from '@/lib/server/domain/devices/query';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET (bearer, admin), the query of /api/devices plus ownerId= -> {data: Device[] with owner, total}. */
export const GET = apiRoute(async (request: Request) => {
  await requireAdmin(request);
  const query = parseDeviceQuery(new URL(request.url).searchParams, { admin: true });
  return json(await listDevices(query, { ownerId: query.ownerId, withOwner: true }));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
