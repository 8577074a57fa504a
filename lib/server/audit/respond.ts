import 'server-only';

import { auditAfter, auditPosition } from '@/lib/server/audit/cursor';
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

/** One page: numbered (`{data, total}`), or with `cursor` a cursor page (`{data, nextCursor}`, cursor.ts). */
export async function auditPageAnswer(request: Request, scope: AuditScope): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const query = parseAuditQuery(params);
  const cursor = params.get('cursor');
  if (cursor === null) return json(await listAudit(query, scope));
  return json(await auditAfter(query, scope, auditPosition(cursor.trim())));
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
