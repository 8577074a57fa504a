import { requireAdmin } from '@/lib/server/auth/bearer';
import { exportDevicesCsv } from '@/lib/server/domain/devices/export';
import { parseDeviceExportQuery } from '@/lib/server/domain/devices/export-query';
import { apiRoute } from '@/lib/server/http/api-route';
import { csvResponse } from '@/lib/server/http/csv-stream';
import { otherMethods } from '@/lib/server/http/other-methods';
import { adminOrgFilter } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET (bearer, admin), the query of /api/devices/export plus orgId= (or ownerId=, that customer's personal organisation) -> text/csv of every customer's devices. */
export const GET = apiRoute(async (request: Request) => {
  await requireAdmin(request);
  const query = parseDeviceExportQuery(request, { admin: true });
  const orgId = await adminOrgFilter(new URL(request.url).searchParams);
  return csvResponse(await exportDevicesCsv(query, { orgId, withOwner: true }), 'admin-online-devices');
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
