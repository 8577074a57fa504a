import { auditPageAnswer, scopeOf } from '@/lib/server/audit/respond';
import { requireUser } from '@/lib/server/auth/bearer';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET ?page&pageSize&action&actor&target&q&from&to (bearer) -> {data: AuditEntry[], total}: the
 * caller's own entries and those about their apps, newest first. The log is append-only: entries are
 * never changed or deleted through the API (405).
 */
export const GET = apiRoute(async (request: Request) => {
  const user = await requireUser(request);
  return auditPageAnswer(request, scopeOf(user, { admin: false }));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
