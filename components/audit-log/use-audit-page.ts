'use client';

import { useApiResource } from '@/components/data/use-api-resource';
import { auditQueryString, listAuditEntries } from '@/lib/api/audit';
import type { AuditQuery } from '@/lib/api/contract/audit';

/** One page of the log for the query; a new query string is a new request, older answers are dropped. */
export function useAuditPage(query: AuditQuery, admin: boolean) {
  const key = `${admin ? 'admin-audit' : 'audit'}?${auditQueryString(query)}`;
  const resource = useApiResource(key, async (baseUrl, token) => ({
    key,
    page: await listAuditEntries(baseUrl, token, query, { admin }),
  }));
  return { ...resource, data: resource.data?.page, current: resource.data?.key === key };
}
