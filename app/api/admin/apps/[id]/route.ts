import { userSource } from '@/lib/server/audit/record';
import { requireAdmin } from '@/lib/server/auth/bearer';
import { appIdParam } from '@/lib/server/domain/access';
import { changeAppAsAdmin } from '@/lib/server/domain/app-admin';
import { ApiError } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { adminAppChangesSchema } from '@/lib/validations/app';
import { REQUIRED } from '@/lib/validations/messages';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * PATCH {status?: "active"|"suspended", reason?, heartbeatQuota?: integer >= 0 | null} (bearer, admin)
 * -> {data: App with owner, heartbeatQuota and quota}; status or heartbeatQuota at least (else 400, both
 * 'required'); null puts the quota back on the setting's default; 404 not_found. `reason` (up to 500
 * characters) goes with a suspension and is shown to the owner while the app is suspended.
 */
export const PATCH = apiRoute(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  const id = await appIdParam(params);
  const changes = await validate(adminAppChangesSchema, await readJsonBody(request));
  if (changes.status === undefined && changes.heartbeatQuota === undefined) {
    throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
      fields: { status: REQUIRED, heartbeatQuota: REQUIRED },
    });
  }
  return json({ data: await changeAppAsAdmin(id, changes, userSource(admin, request)) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods(['PATCH']);
