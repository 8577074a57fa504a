import { requireAdmin } from '@/lib/server/auth/bearer';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { listAdminOrgs, parseAdminOrgsQuery } from '@/lib/server/orgs/admin-list';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET ?search= (bearer, admin) -> {data: AdminOrg[], total}: every organisation, newest first, with its
 * members, apps, devices (online and in total) and owners; `search` matches the name or an owner's
 * email. 403 for customers; 400 validation_failed for a search longer than 100 characters.
 */
export const GET = apiRoute(async (request: Request) => {
  await requireAdmin(request);
  return json(await listAdminOrgs(parseAdminOrgsQuery(new URL(request.url).searchParams)));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
