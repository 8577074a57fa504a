import 'server-only';

import { parseQuery } from '@/lib/server/http/query';
import { auditListParams, type AuditListParams } from '@/lib/validations/queries';

/**
 * The audit log's query string, read with its schema (lib/validations/queries.ts, auditListParams):
 * `page=1&pageSize=25&action=&actor=&target=&q=&from=&to=`. As for the devices list, a value out of
 * bounds is a 400 validation_failed naming the parameter. `from` and `to` are ISO 8601 instants (or
 * dates, read as UTC midnight); `from` is inclusive, `to` exclusive.
 */
export type AuditListQuery = AuditListParams;

export function parseAuditQuery(params: URLSearchParams): AuditListQuery {
  return parseQuery(auditListParams, params);
}
