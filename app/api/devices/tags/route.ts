import { userSource } from '@/lib/server/audit/record';
import { changeDeviceTags } from '@/lib/server/domain/devices/tags';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { requireOrg } from '@/lib/server/orgs/active';
import { deviceTagsSchema } from '@/lib/validations/device-tags';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST {add?, remove?, devices?: [{appId, deviceId}], filter?} (bearer, a member or above; tokens with
 * devices:write) -> {data: {updated, skipped}}: tags added to and removed from the organisation's chosen
 * devices, or every device the filter (a devices table's query string) matches; audited once.
 */
export const POST = apiRoute(async (request: Request) => {
  const { user, orgId } = await requireOrg(request, 'tagDevices', { scope: 'devices:write' });
  const input = await validate(deviceTagsSchema, await readJsonBody(request));
  return json({ data: await changeDeviceTags(orgId, input, userSource(user, request)) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
