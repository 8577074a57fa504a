import { userSource } from '@/lib/server/audit/record';
import { appIdParam } from '@/lib/server/domain/access';
import { deleteApp, getApp, keyFor, updateApp } from '@/lib/server/domain/apps';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json, noContent } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { requireOrg, requireOrgOrAdmin } from '@/lib/server/orgs/active';
import { updateAppSchema } from '@/lib/validations/app';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string }>;
}

/**
 * GET (bearer, owner or admin) -> {data: App with quota}: its heartbeat quota and what it used of it in
 * the current window (an admin also gets `owner` and `heartbeatQuota`); 404 not_found for anyone else.
 */
export const GET = apiRoute(async (request: Request, { params }: Context) => {
  const { orgId, role } = await requireOrgOrAdmin(request, 'read', {
    scope: 'apps:read',
    appId: (await params).id,
  });
  return json({ data: keyFor(await getApp(orgId, await appIdParam(params)), role) });
});

/** PATCH {name?, bundleId?, onlineWindowSeconds?} (bearer, owner) -> {data: App}; 404 not_found for a missing or foreign app. */
export const PATCH = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requireOrg(request, 'editApps', {
    scope: 'apps:write',
    appId: (await params).id,
  });
  const id = await appIdParam(params);
  const changes = await validate(updateAppSchema, await readJsonBody(request));
  return json({ data: await updateApp(orgId, id, changes, userSource(user, request)) });
});

/** DELETE (bearer, owner) -> 204, with the app's devices and history; 404 not_found. */
export const DELETE = apiRoute(async (request: Request, { params }: Context) => {
  const { user, orgId } = await requireOrg(request, 'deleteApps', {
    scope: 'apps:write',
    appId: (await params).id,
  });
  await deleteApp(orgId, await appIdParam(params), userSource(user, request));
  return noContent();
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, OPTIONS } = otherMethods(['GET', 'PATCH', 'DELETE']);
