import { auditPageAnswer, scopeOf } from '@/lib/server/audit/respond';
import { requireAdmin } from '@/lib/server/auth/bearer';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET ?page&pageSize&action&actor&target&q&from&to (bearer, admin) -> {data: AuditEntry[], total}:
 * everyone's entries, newest first; 403 for customers. Never changed or deleted through the API (405).
 */
export const GET = apiRoute(async (request: Request) => {
  await requireAdmin(request);
  return auditPageAnswer(request, scopeOf(null));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
