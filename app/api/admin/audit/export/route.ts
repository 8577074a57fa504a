import { auditExportAnswer, scopeOf } from '@/lib/server/audit/respond';
import { requireAdmin } from '@/lib/server/auth/bearer';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET ?action&actor&target&q&from&to (bearer, admin) -> text/csv: every customer's and admin's entries, filtered, streamed. */
export const GET = apiRoute(async (request: Request) => {
  await requireAdmin(request);
  return auditExportAnswer(request, scopeOf(null));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
