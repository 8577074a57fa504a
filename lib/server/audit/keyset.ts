import 'server-only';

import { and, desc, sql, type SQL } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { auditLog, type AuditLogRow } from '@/lib/server/db/schema';

/**
 * The audit log read after a position rather than at an offset, newest first (time, then id): the CSV
 * export streams it batch after batch, and the API's cursor pages (`?cursor=`) read one batch. Entry
 * times are kept in milliseconds, as a JavaScript date holds them, so a position compares exactly.
 */
export interface AuditPosition {
  at: Date;
  id: number;
}

/** The entries after `from` matching `where`, at most `limit`. */
export function auditRowsAfter(
  db: Db,
  where: SQL | undefined,
  from: AuditPosition | null,
  limit: number,
): Promise<AuditLogRow[]> {
  // A row comparison, which PostgreSQL reads as one range of the (…, at, id) index.
  const after = from ? sql`(${auditLog.at}, ${auditLog.id}) < (${from.at}, ${from.id})` : undefined;
  return db
    .select()
    .from(auditLog)
    .where(and(where, after))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

export function auditPositionOf(row: AuditLogRow): AuditPosition {
  return { at: row.at, id: row.id };
}
