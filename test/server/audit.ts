import { gt } from 'drizzle-orm';

import { getDb } from '@/lib/server/db/client';
import { auditLog, type AuditLogRow } from '@/lib/server/db/schema';

/**
 * For the audit log's jest tests: a mark in the log, then the entries written since it. The tests of
 * one file run one after another, and `npm run test:pg` runs one file at a time, so what came after
 * the mark is what the calls in between wrote.
 */
export async function auditMark(): Promise<number> {
  const db = await getDb();
  const rows = await db.select({ id: auditLog.id }).from(auditLog);
  return rows.reduce((max, row) => Math.max(max, row.id), 0);
}

export async function auditSince(mark: number): Promise<AuditLogRow[]> {
  const db = await getDb();
  return db.select().from(auditLog).where(gt(auditLog.id, mark)).orderBy(auditLog.id);
}
