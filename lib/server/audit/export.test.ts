/** @jest-environment node */
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from '@jest/globals';

import { exportAuditCsv } from '@/lib/server/audit/export';
import { listAudit } from '@/lib/server/audit/list';
import { parseAuditQuery } from '@/lib/server/audit/query';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { parseCsv } from '@/test/server/audit';
import { setupTestDatabase } from '@/test/server/support';

setupTestDatabase();

describe('exportAuditCsv', () => {
  it('streams every matching entry once, in the list’s order, across batches and equal times', async () => {
    const target = randomUUID();
    const at = new Date(Date.now() - 60_000);
    const db = await getDb();
    // Seven entries in one millisecond and three later ones: the keyset must break ties by id.
    await db.insert(auditLog).values([
      ...Array.from({ length: 7 }, (_, i) => ({
        at,
        action: 'app.rename',
        targetKind: 'app',
        targetId: target,
        targetLabel: `tie ${i}, "quoted", =1+1`,
      })),
      ...[1, 2, 3].map((i) => ({
        at: new Date(at.getTime() + i * 1000),
        action: 'app.update',
        targetKind: 'app',
        targetId: target,
        targetLabel: `later ${i}`,
      })),
    ]);
    const query = parseAuditQuery(new URLSearchParams({ target, pageSize: '100' }));
    const listed = await listAudit(query, {});
    expect(listed.total).toBe(10);
    for (const batch of [1, 2, 3, 1000]) {
      const text = await new Response(exportAuditCsv(query, {}, batch)).text();
      const rows = parseCsv(text).slice(1);
      expect(rows.map((row) => row[0])).toEqual(listed.data.map((entry) => entry.id));
      // A label a spreadsheet would run as a formula is kept as text; quotes survive.
      expect(rows.map((row) => row[8])).toContain(`tie 0, "quoted", =1+1`);
    }
  });
});
