/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { inArray } from 'drizzle-orm';

import { pruneAuditLog } from '@/lib/server/audit/retention';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { auditMark, auditSince } from '@/test/server/audit';
import { setupTestDatabase } from '@/test/server/support';

/**
 * The retention job with several console instances on one PostgreSQL (`npm run test:pg` only): they
 * take turns under an advisory lock, so an entry is deleted once and the prune is recorded once.
 */
jest.setTimeout(60_000);
setupTestDatabase();

const RETENTION_LOCK_ID = 4_242_003;

async function oldEntries(count: number): Promise<number[]> {
  const db = await getDb();
  const at = new Date(Date.now() - 800 * 86_400_000);
  const rows = await db
    .insert(auditLog)
    .values(
      Array.from({ length: count }, (_, i) => ({
        at,
        action: 'app.create',
        targetKind: 'app',
        targetLabel: `old ${i}`,
      })),
    )
    .returning({ id: auditLog.id });
  return rows.map((row) => row.id);
}

async function left(ids: number[]): Promise<number> {
  const db = await getDb();
  return (await db.select({ id: auditLog.id }).from(auditLog).where(inArray(auditLog.id, ids))).length;
}

describe('audit retention on PostgreSQL', () => {
  it('skips the round while another instance holds the job', async () => {
    const { Client } = await import('pg');
    const ids = await oldEntries(3);
    const other = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1)', [RETENTION_LOCK_ID]);
      expect(await pruneAuditLog(365)).toBeNull();
      expect(await left(ids)).toBe(3);
    } finally {
      await other.query('rollback');
      await other.end();
    }
    expect(await pruneAuditLog(365)).toBeGreaterThanOrEqual(3);
    expect(await left(ids)).toBe(0);
  });

  it('deletes each entry once and records one prune when several run at once', async () => {
    const ids = await oldEntries(50);
    const mark = await auditMark();
    const results = await Promise.all([pruneAuditLog(365), pruneAuditLog(365), pruneAuditLog(365)]);
    expect(results.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(50);
    expect(await left(ids)).toBe(0);
    expect((await auditSince(mark)).map((row) => row.action)).toEqual(['log.prune']);
  });

  it('refuses a direct UPDATE and DELETE, as on the embedded database', async () => {
    const { Client } = await import('pg');
    const [id] = await oldEntries(1);
    const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await expect(
        client.query('update audit_log set target_label = $1 where id = $2', ['x', id]),
      ).rejects.toThrow('audit_log is append-only');
      await expect(client.query('delete from audit_log where id = $1', [id])).rejects.toThrow(
        'audit_log is append-only',
      );
    } finally {
      await client.end();
    }
    expect(await left([id])).toBe(1);
    await pruneAuditLog(365);
  });
});
