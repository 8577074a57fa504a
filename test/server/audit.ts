import { expect } from '@jest/globals';
import { gt } from 'drizzle-orm';

import { getDb } from '@/lib/server/db/client';
import { auditLog, type AuditLogRow } from '@/lib/server/db/schema';
import { apiRequest, uniqueIp } from '@/test/server/support';

/**
 * For the audit log's jest tests: a mark in the log, then the entries written since it. The tests of
 * one file run one after another, and each jest worker has a database of its own (on PostgreSQL too:
 * scripts/test-pg.ts), so what came after the mark is what the calls in between wrote.
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

export const TEST_USER_AGENT = 'AuditTest/1.0';

/** A route's `params`. */
export const routeContext = (id: string) => ({ params: Promise.resolve({ id }) });

/** A call as the browser makes it, from a fresh address and with a user agent. */
export function auditedCall(
  path: string,
  method: string,
  options: { token?: string; body?: unknown; ip?: string } = {},
): Request {
  return apiRequest(path, {
    method,
    token: options.token,
    body: options.body,
    headers: { 'x-forwarded-for': options.ip ?? uniqueIp(), 'user-agent': TEST_USER_AGENT },
  });
}

/** Runs `act`, checks its status, and answers the audit entries it wrote. */
export async function writtenBy(act: () => Promise<Response>, status: number): Promise<AuditLogRow[]> {
  const mark = await auditMark();
  const response = await act();
  expect(response.status).toBe(status);
  return auditSince(mark);
}

/** Rows of an RFC 4180 CSV text (quoted cells, doubled quotes, CRLF line ends). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += c;
    }
  }
  return rows;
}
