import { requireAdmin } from '@/lib/server/auth/bearer';
import { appIdParam } from '@/lib/server/domain/access';
import { setAppStatus } from '@/lib/server/domain/apps';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { appStatusSchema } from '@/lib/validations/app';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * PATCH {status: "active"|"suspended", reason?} (bearer, admin) -> {data: App with owner}; 404 not_found.
 * `reason` (up to 500 characters) is shown to the owner while the app is suspended.
 */
export const PATCH = apiRoute(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  await requireAdmin(request);
  const id = await appIdParam(params);
  const { status, reason } = await validate(appStatusSchema, await readJsonBody(request));
  return json({ data: await setAppStatus(id, status, reason) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods(['PATCH']);
