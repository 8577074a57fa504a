import { userSource } from '@/lib/server/audit/record';
import { createApp } from '@/lib/server/domain/apps';
import { appsAnswer } from '@/lib/server/http/answers';
import { apiRoute } from '@/lib/server/http/api-route';
import { idempotent } from '@/lib/server/http/idempotency';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { requireOrg } from '@/lib/server/orgs/active';
import { createAppSchema } from '@/lib/validations/app';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET (bearer) -> {data: App[], total}: the caller's apps with device counts and heartbeat quota (with
 * its use in the current window), newest first.
 */
export const GET = apiRoute(async (request: Request) => {
  return json(await appsAnswer(await requireOrg(request, 'read', { scope: 'apps:read' })));
});

/** POST {name, platform, bundleId} (bearer) -> 201 {data: App} with a new app key; 400 validation_failed. */
export const POST = apiRoute(async (request: Request) => {
  const { user, orgId } = await requireOrg(request, 'editApps', { scope: 'apps:write' });
  return idempotent(request, `${orgId}/${user.id}`, async () => {
    const input = await validate(createAppSchema, await readJsonBody(request));
    return json({ data: await createApp(orgId, input, userSource(user, request)) }, 201);
  });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
