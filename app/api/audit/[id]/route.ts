import { getAuditEntry } from '@/lib/server/audit/list';
import { scopeOf } from '@/lib/server/audit/respond';
import { ApiError } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';
import { requireOrgOrAdmin } from '@/lib/server/orgs/active';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function entryNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'There is no such audit entry');
}

/**
 * GET (bearer) -> {data: AuditEntry}: one entry, an admin's any, a customer's in their own scope;
 * 404 otherwise. PUT, PATCH and DELETE answer 405: the audit log is append-only.
 */
export const GET = apiRoute(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { orgId } = await requireOrgOrAdmin(request, 'read', { scope: 'audit:read' });
  const { id } = await params;
  if (!/^\d{1,15}$/.test(id)) throw entryNotFound();
  const entry = await getAuditEntry(Number(id), scopeOf(orgId));
  if (!entry) throw entryNotFound();
  return json({ data: entry });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
