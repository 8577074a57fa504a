import { auditExportAnswer, scopeOf } from '@/lib/server/audit/respond';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { requireOrg } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET ?action&actor&target&q&from&to (bearer) -> text/csv: the caller's whole filtered log, streamed. */
export const GET = apiRoute(async (request: Request) => {
  const { orgId } = await requireOrg(request, 'read', { scope: 'audit:read' });
  return auditExportAnswer(request, scopeOf(orgId));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
