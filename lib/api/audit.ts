import type { AuditPage, AuditQuery } from '@/lib/api/contract/audit';
import { httpRequest } from '@/lib/http/client';
import { fetchCsv } from '@/lib/http/csv-download';

const FILTER_KEYS = ['action', 'actor', 'target', 'q', 'from', 'to', 'orgId', 'ownerId'] as const;

/** The query string of a page of the log, or of its export (without `page` and `pageSize`). */
export function auditQueryString(query: AuditQuery, { paged = true } = {}): string {
  const params = new URLSearchParams();
  if (paged) {
    params.set('page', String(query.page));
    params.set('pageSize', String(query.pageSize));
  }
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

function basePath(admin: boolean): string {
  return admin ? '/api/admin/audit' : '/api/audit';
}

/** One page of the audit log: the caller's entries, or every entry for admins (`admin: true`). */
export function listAuditEntries(
  baseUrl: string,
  token: string,
  query: AuditQuery,
  { admin = false }: { admin?: boolean } = {},
): Promise<AuditPage> {
  return httpRequest(`${baseUrl}${basePath(admin)}?${auditQueryString(query)}`, { token, noCache: true });
}

/**
 * The whole filtered log as CSV, as the server streams it; the browser keeps it as a Blob to save.
 * A refused answer becomes an HttpError like any other call's.
 */
export function exportAuditCsv(
  baseUrl: string,
  token: string,
  query: AuditQuery,
  { admin = false }: { admin?: boolean } = {},
): Promise<Blob> {
  return fetchCsv(`${baseUrl}${basePath(admin)}/export?${auditQueryString(query, { paged: false })}`, token);
}
