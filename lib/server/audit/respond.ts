import 'server-only';

import { exportAuditCsv } from '@/lib/server/audit/export';
import { listAudit, type AuditScope } from '@/lib/server/audit/list';
import { parseAuditQuery } from '@/lib/server/audit/query';
import type { OrgScope } from '@/lib/server/domain/access';
import { csvResponse } from '@/lib/server/http/csv-stream';
import { json } from '@/lib/server/http/responses';

/**
 * The answers of the audit log's routes, for a scope the route has already decided: an organisation's
 * entries (`orgId`), or everyone's (null) for an admin.
 */
export function scopeOf(orgId: OrgScope): AuditScope {
  return orgId === null ? {} : { orgId };
}

export async function auditPageAnswer(request: Request, scope: AuditScope): Promise<Response> {
  const query = parseAuditQuery(new URL(request.url).searchParams);
  return json(await listAudit(query, scope));
}

/** The whole filtered result as a streamed CSV download (page and pageSize are ignored). */
export function auditExportAnswer(request: Request, scope: AuditScope): Response {
  // The filters as the list checks them; the export has no paging and ignores it.
  const filters = parseAuditQuery(exportParams(request));
  return csvResponse(exportAuditCsv(filters, scope), 'audit-log');
}

/** The export's filters, checked like the list's; its paging, if sent, is not used. */
function exportParams(request: Request): URLSearchParams {
  const params = new URL(request.url).searchParams;
  params.delete('page');
  params.delete('pageSize');
  return params;
}
