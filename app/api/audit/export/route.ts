import { auditExportAnswer, scopeOf } from '@/lib/server/audit/respond';
import { requireUser } from '@/lib/server/auth/bearer';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET ?action&actor&target&q&from&to (bearer) -> text/csv: the caller's whole filtered log, streamed. */
export const GET = apiRoute(async (request: Request) => {
  const user = await requireUser(request);
  return auditExportAnswer(request, scopeOf(user, { admin: false }));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
