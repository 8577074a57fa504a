import 'server-only';

import { auditPositionOf, auditRowsAfter, type AuditPosition } from '@/lib/server/audit/keyset';
import { auditConditions, toAuditEntry, type AuditScope } from '@/lib/server/audit/list';
import type { AuditListQuery } from '@/lib/server/audit/query';
import { getDb } from '@/lib/server/db/client';
import { csvStream } from '@/lib/server/http/csv-stream';

/** Rows read per query while streaming: memory stays flat however large the export. */
const BATCH = 1000;

const HEADER = [
  'id',
  'at',
  'actor_id',
  'actor_name',
  'actor_role',
  'action',
  'target_kind',
  'target_id',
  'target_label',
  'summary',
  'ip',
  'user_agent',
  // Added after the others, so that readers of the older columns by position keep working.
  'via_token_id',
  'via_token_name',
];

/** `name: Old -> New; status: active -> suspended` (a secret's values were never stored). */
function summaryText(summary: { field: string; before: string | null; after: string | null }[]): string {
  return summary.map(({ field, before, after }) => `${field}: ${before ?? ''} -> ${after ?? ''}`).join('; ');
}

/**
 * The whole filtered result as CSV (csv-stream.ts: RFC 4180, CRLF, UTF-8 BOM, formula-looking text
 * quoted off), newest first like the pages, streamed in batches read by keyset (time, id) so that no
 * batch skips over the ones before it. Each batch is its own query: a long download holds no transaction.
 */
export function exportAuditCsv(
  query: Omit<AuditListQuery, 'page' | 'pageSize'>,
  scope: AuditScope,
  batchSize = BATCH,
): ReadableStream<Uint8Array> {
  return csvStream(HEADER, auditBatches(query, scope, batchSize));
}

async function* auditBatches(
  query: Omit<AuditListQuery, 'page' | 'pageSize'>,
  scope: AuditScope,
  batchSize: number,
): AsyncGenerator<unknown[][]> {
  const where = auditConditions(query, scope);
  let position: AuditPosition | null = null;
  for (;;) {
    const db = await getDb();
    const rows = await auditRowsAfter(db, where, position, batchSize);
    if (rows.length === 0) return;
    position = auditPositionOf(rows[rows.length - 1]);
    yield rows.map((row) => {
      const entry = toAuditEntry(row);
      return [
        entry.id,
        entry.at,
        entry.actor.id,
        entry.actor.name,
        entry.actor.role,
        entry.action,
        entry.target.kind,
        entry.target.id,
        entry.target.label,
        summaryText(entry.summary),
        entry.ip,
        entry.userAgent,
        entry.actor.viaToken?.id ?? null,
        entry.actor.viaToken?.name ?? null,
      ];
    });
    if (rows.length < batchSize) return;
  }
}
