import 'server-only';

import { isAuditAction, type AuditAction } from '@/lib/api/contract/audit';
import { ApiError } from '@/lib/server/http/api-error';
import { DEFAULT_PAGE_SIZE, isPageSize, MAX_PAGE, MAX_QUERY_LENGTH } from '@/lib/table/defaults';
import { ONE_OF, REQUIRED } from '@/lib/validations/messages';

/**
 * The audit log's query string: `page=1&pageSize=25&action=&actor=&target=&q=&from=&to=`. As for the
 * devices list, a value out of bounds is a 400 validation_failed naming the parameter. `from` and `to`
 * are ISO 8601 instants (or dates, read as UTC midnight); `from` is inclusive, `to` exclusive.
 */
export interface AuditListQuery {
  page: number;
  pageSize: number;
  action?: AuditAction;
  /** Trimmed, control characters removed; '' = no filter. */
  actor: string;
  target: string;
  q: string;
  from?: Date;
  to?: Date;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function parseInstant(raw: string | null): Date | undefined | null {
  const value = raw?.trim();
  if (!value) return undefined;
  if (!INSTANT.test(value)) return null;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 1970 || year > 9999 ? null : date;
}

function text(raw: string | null): string {
  return (raw ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

export function parseAuditQuery(params: URLSearchParams): AuditListQuery {
  const fields: Record<string, string> = {};
  const rawPage = params.get('page')?.trim() || '1';
  const page = /^\d+$/.test(rawPage) ? Number(rawPage) : 0;
  if (page < 1 || page > MAX_PAGE) fields.page = REQUIRED;
  const pageSize = Number(params.get('pageSize')?.trim() || DEFAULT_PAGE_SIZE);
  if (!isPageSize(pageSize)) fields.pageSize = ONE_OF;
  const action = params.get('action')?.trim() || undefined;
  if (action !== undefined && !isAuditAction(action)) fields.action = ONE_OF;
  const from = parseInstant(params.get('from'));
  const to = parseInstant(params.get('to'));
  if (from === null) fields.from = ONE_OF;
  if (to === null) fields.to = ONE_OF;
  const [actor, target, q] = [text(params.get('actor')), text(params.get('target')), text(params.get('q'))];
  for (const [name, value] of Object.entries({ actor, target, q })) {
    if (value.length > MAX_QUERY_LENGTH) fields[name] = `maxLength:${MAX_QUERY_LENGTH}`;
  }
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, 'validation_failed', 'Some query parameters are not valid', { fields });
  }
  return {
    page,
    pageSize,
    action: action as AuditAction | undefined,
    actor,
    target,
    q,
    from: from ?? undefined,
    to: to ?? undefined,
  };
}
