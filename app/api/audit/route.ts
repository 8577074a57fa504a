import { auditPageAnswer, scopeOf } from '@/lib/server/audit/respond';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { requireOrg } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET ?page&pageSize&action&actor&target&q&from&to (bearer) -> {data: AuditEntry[], total}: the
 * caller's own entries and those about their apps, newest first. The log is append-only: entries are
 * never changed or deleted through the API (405).
 */
export const GET = apiRoute(async (request: Request) => {
  const { orgId } = await requireOrg(request, 'read', { scope: 'audit:read' });
  return auditPageAnswer(request, scopeOf(orgId));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
