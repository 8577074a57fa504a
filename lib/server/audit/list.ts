import 'server-only';

import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';

import type { AuditEntry, AuditPage } from '@/lib/api/contract/audit';
import { webhookUrlHint } from '@/lib/server/alerts/url-hint';
import type { AuditListQuery } from '@/lib/server/audit/query';
import { getDb, rowsOf, type Db } from '@/lib/server/db/client';
import { ensureStatistics, plannedRows, roundEstimate } from '@/lib/server/db/planner';
import { auditActorText, auditLog, auditTargetText, type AuditLogRow } from '@/lib/server/db/schema';
import { containsPattern } from '@/lib/server/domain/devices/filter';

/** Whose entries a caller sees: one organisation's (its members' and those about its apps), or everyone's. */
export interface AuditScope {
  orgId?: string;
}

/** The filters and the scope as SQL conditions (no paging). */
export function auditConditions(
  query: Omit<AuditListQuery, 'page' | 'pageSize'>,
  scope: AuditScope,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (scope.orgId) conditions.push(eq(auditLog.orgId, scope.orgId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.at, query.from));
  if (query.to) conditions.push(lt(auditLog.at, query.to));
  const actor = (q: string) => sql`${auditActorText(auditLog)} ilike ${containsPattern(q)}`;
  const target = (q: string) => sql`${auditTargetText(auditLog)} ilike ${containsPattern(q)}`;
  if (query.actor) conditions.push(actor(query.actor));
  if (query.target) conditions.push(target(query.target));
  if (query.q) conditions.push(sql`(${actor(query.q)} or ${target(query.q)})`);
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The changes as recorded, but a webhook's URL as its origin and a hint, as entries have recorded it
 * since (alerts/url-hint.ts): older entries held it whole, and the log cannot be rewritten.
 */
function readableSummary(row: AuditLogRow): AuditEntry['summary'] {
  const summary = row.summary as AuditEntry['summary'];
  if (!row.action.startsWith('webhook.')) return summary;
  const hint = (value: string | null) =>
    value === null || value.includes('…') ? value : webhookUrlHint(value);
  return summary.map((item) =>
    item.field === 'url' ? { ...item, before: hint(item.before), after: hint(item.after) } : item,
  );
}

export function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actor: {
      id: row.actorId,
      // A failed sign-in names no one proven: the email that was typed stands in.
      name: row.actorName ?? row.actorEmail,
      role: row.actorRole as AuditEntry['actor']['role'],
      viaToken: row.viaTokenId ? { id: row.viaTokenId, name: row.viaTokenName ?? '' } : null,
    },
    action: row.action as AuditEntry['action'],
    target: {
      kind: row.targetKind as AuditEntry['target']['kind'],
      id: row.targetId,
      label: row.targetLabel,
    },
    summary: readableSummary(row),
    ip: row.ip,
    userAgent: row.userAgent,
  };
}

/** Exact counts stop here; a larger result gets the planner's estimate ("about"). */
export const AUDIT_COUNT_EXACT_LIMIT = 10_000;

async function estimate(db: Db, where: SQL | undefined): Promise<number> {
  await ensureStatistics(db, ['audit_log']);
  return plannedRows(db, sql`select 1 from ${auditLog} where ${where ?? sql`true`}`);
}

/** The number of matching entries: exact up to the limit (a count that stops there), else estimated. */
async function auditTotal(db: Db, where: SQL | undefined): Promise<{ total: number; estimated: boolean }> {
  const [{ total }] = rowsOf<{ total: number }>(
    await db.execute(
      sql`select count(*)::int as total from (select 1 from ${auditLog} where ${where ?? sql`true`} limit ${AUDIT_COUNT_EXACT_LIMIT + 1}) as matching`,
    ),
  );
  if (total <= AUDIT_COUNT_EXACT_LIMIT) return { total, estimated: false };
  const planned = await estimate(db, where);
  return { total: roundEstimate(Math.max(planned, AUDIT_COUNT_EXACT_LIMIT + 1)), estimated: true };
}

/**
 * One page, newest first (time, then id: entries of one transaction share a time). The page's ids are
 * found first from the (at, id) indexes alone, which an index-only scan reads without the rows, and
 * only those 25-100 rows are then read: a deep page skips over index entries, not whole rows.
 */
export async function listAudit(query: AuditListQuery, scope: AuditScope): Promise<AuditPage> {
  const db = await getDb();
  const where = auditConditions(query, scope);
  const ids = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [rows, counted] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(auditLog)
          .where(
            inArray(
              auditLog.id,
              ids.map((row) => row.id),
            ),
          )
          .orderBy(desc(auditLog.at), desc(auditLog.id))
      : Promise.resolve([]),
    auditTotal(db, where),
  ]);
  return {
    data: rows.map(toAuditEntry),
    total: counted.total,
    ...(counted.estimated ? { totalIsEstimate: true as const } : {}),
  };
}

/** One entry in the scope, or null (another customer's looks like a missing one). */
export async function getAuditEntry(id: number, scope: AuditScope): Promise<AuditEntry | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.id, id), scope.orgId ? eq(auditLog.orgId, scope.orgId) : undefined));
  return row ? toAuditEntry(row) : null;
}
