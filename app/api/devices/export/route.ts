import { exportDevicesCsv } from '@/lib/server/domain/devices/export';
import { parseDeviceExportQuery } from '@/lib/server/domain/devices/export-query';
import { apiRoute } from '@/lib/server/http/api-route';
import { csvResponse } from '@/lib/server/http/csv-stream';
import { otherMethods } from '@/lib/server/http/other-methods';
import { requireOrg } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET ?sort&q&appId&status&columns=online,deviceId,…&locale=de (bearer) -> text/csv: every device of
 * the caller's apps that the query matches, streamed; 400 validation_failed for a bad parameter.
 */
export const GET = apiRoute(async (request: Request) => {
  const { orgId } = await requireOrg(request, 'read', {
    scope: 'devices:read',
    appId: new URL(request.url).searchParams.get('appId'),
  });
  const query = parseDeviceExportQuery(request);
  return csvResponse(await exportDevicesCsv(query, { orgId }), 'online-devices');
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
