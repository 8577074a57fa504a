import { userSource } from '@/lib/server/audit/record';
import { appIdParam } from '@/lib/server/domain/access';
import { rotateAppKey } from '@/lib/server/domain/app-keys';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readOptionalJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { requireOrg } from '@/lib/server/orgs/active';
import { rotateKeySchema } from '@/lib/validations/app-key';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST {graceSeconds?} (bearer, owner) -> {data: {appKey}}: a new key; the old one is still accepted for
 * graceSeconds (0 to 7 days; absent or 0: refused from now on). 400 validation_failed; 404 not_found.
 */
export const POST = apiRoute(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { user, orgId } = await requireOrg(request, 'editApps', {
    scope: 'apps:write',
    appId: (await params).id,
  });
  const id = await appIdParam(params);
  const { graceSeconds } = await validate(rotateKeySchema, await readOptionalJsonBody(request));
  const appKey = await rotateAppKey(orgId, id, userSource(user, request), graceSeconds ?? 0);
  return json({ data: { appKey } });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
