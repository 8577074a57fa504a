import { auditPageAnswer, scopeOf } from '@/lib/server/audit/respond';
import { requireAdmin } from '@/lib/server/auth/bearer';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { adminOrgFilter } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET ?page&pageSize&action&actor&target&q&from&to&orgId (or ownerId) (bearer, admin) -> {data:
 * AuditEntry[], total}: everyone's entries (one organisation's with `orgId`), newest first; 403 for
 * customers. Never changed or deleted through the API (405).
 */
export const GET = apiRoute(async (request: Request) => {
  await requireAdmin(request);
  const orgId = await adminOrgFilter(new URL(request.url).searchParams);
  return auditPageAnswer(request, scopeOf(orgId ?? null));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
