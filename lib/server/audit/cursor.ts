import 'server-only';

import type { AuditEntry } from '@/lib/api/contract/audit';
import { auditPositionOf, auditRowsAfter, type AuditPosition } from '@/lib/server/audit/keyset';
import { auditConditions, toAuditEntry, type AuditScope } from '@/lib/server/audit/list';
import type { AuditListQuery } from '@/lib/server/audit/query';
import { getDb } from '@/lib/server/db/client';
import { decodeCursor, encodeCursor } from '@/lib/server/http/cursor';

/**
 * Cursor pages of the audit log, for scripts (docs/product.md, API): `?cursor=` (empty for the first
 * page) answers `{data, nextCursor}` instead of `{data, total}`, newest first; `nextCursor` is null on
 * the last page. New entries arriving meanwhile never shift the pages still to come.
 */
export interface AuditCursorPage {
  data: AuditEntry[];
  nextCursor: string | null;
}

type AuditCursor = [at: string, id: number];

const isAuditCursor = (parts: unknown[]): parts is AuditCursor =>
  parts.length === 2 &&
  typeof parts[0] === 'string' &&
  !Number.isNaN(Date.parse(parts[0])) &&
  Number.isSafeInteger(parts[1]) &&
  (parts[1] as number) > 0;

/** The position a cursor holds: null for '' (the first page); 400 for anything but a cursor. */
export function auditPosition(raw: string): AuditPosition | null {
  if (raw === '') return null;
  const [at, id] = decodeCursor(raw, isAuditCursor);
  return { at: new Date(at), id };
}

export async function auditAfter(
  query: AuditListQuery,
  scope: AuditScope,
  from: AuditPosition | null,
): Promise<AuditCursorPage> {
  const db = await getDb();
  // One more than the page: whether there is a next page, without counting.
  const rows = await auditRowsAfter(db, auditConditions(query, scope), from, query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  const next = rows.length > query.pageSize && last ? auditPositionOf(last) : null;
  return {
    data: page.map(toAuditEntry),
    nextCursor: next ? encodeCursor([next.at.toISOString(), next.id]) : null,
  };
}
