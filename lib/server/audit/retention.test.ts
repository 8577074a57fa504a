/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { inArray, sql } from 'drizzle-orm';

import { pruneAuditLog } from '@/lib/server/audit/retention';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { auditMark, auditSince } from '@/test/server/audit';
import { setupTestDatabase } from '@/test/server/support';

setupTestDatabase();

const DAY_MS = 86_400_000;

async function entriesAged(days: number[]): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .insert(auditLog)
    .values(
      days.map((age) => ({
        at: new Date(Date.now() - age * DAY_MS),
        action: 'app.create',
        targetKind: 'app',
        targetLabel: `aged ${age}`,
      })),
    )
    .returning({ id: auditLog.id });
  return rows.map((row) => row.id);
}

async function remaining(ids: number[]): Promise<number[]> {
  const db = await getDb();
  const rows = await db.select({ id: auditLog.id }).from(auditLog).where(inArray(auditLog.id, ids));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('the audit log table is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE from anyone but the retention job', async () => {
    const db = await getDb();
    const [fresh, old] = await entriesAged([0, 400]);
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await db.execute(statement).then(
        () => null,
        (thrown: unknown) => thrown as { message?: string; cause?: { message?: string } },
      );
      expect(`${error?.message} ${error?.cause?.message}`).toContain('audit_log is append-only');
    };
    await refused(sql`update audit_log set target_label = 'rewritten' where id = ${fresh}`);
    await refused(sql`update audit_log set at = now() where id = ${old}`);
    await refused(sql`delete from audit_log where id = ${fresh}`);
    await refused(sql`delete from audit_log where id = ${old}`);
    await refused(sql`truncate audit_log`);
    // The job's setting lets through only entries older than its days, in its own transaction.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('fleetdeck.audit_retention_days', '365', true)`);
        await tx.execute(sql`delete from audit_log where id = ${fresh}`);
      }),
    ).rejects.toThrow();
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('fleetdeck.audit_retention_days', '365', true)`);
      await tx.execute(sql`delete from audit_log where id = ${old}`);
    });
    expect(await remaining([fresh, old])).toEqual([fresh]);
    // The setting ended with that transaction.
    await refused(sql`delete from audit_log where id = ${fresh}`);
  });
});

describe('pruneAuditLog', () => {
  it('deletes the entries older than the retention, records that it did, and is idempotent', async () => {
    const ids = await entriesAged([1, 29, 31, 500]);
    const mark = await auditMark();
    const deleted = await pruneAuditLog(30);
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect(await remaining(ids)).toEqual(ids.slice(0, 2));
    expect(await auditSince(mark)).toEqual([
      expect.objectContaining({
        action: 'log.prune',
        actorRole: 'system',
        actorId: null,
        orgId: null,
        summary: [{ field: 'entriesDeleted', before: null, after: String(deleted) }],
      }),
    ]);
    const again = await auditMark();
    expect(await pruneAuditLog(30)).toBe(0);
    expect(await auditSince(again)).toEqual([]);
  });
});
