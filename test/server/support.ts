import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, expect } from '@jest/globals';

import { closeDb, getDb, seedMemoryDatabases } from '@/lib/server/db/client';
import { flushKeyUse } from '@/lib/server/ingest/key-use';
import { flushRefusals } from '@/lib/server/ingest/refusals';
import { resetRateLimiters } from '@/lib/server/rate-limit/limiter';
import { loadPgliteSeed } from '@/test/server/pglite-seed';

/**
 * Helpers for the backend's jest tests (node environment): a real database and requests shaped like
 * the ones the browser sends. Not used by the app.
 */

const OPEN_TIMEOUT_MS = 60_000;

/**
 * A fresh in-memory PGlite per test file, a copy of one migrated per run (pglite-seed.ts); with
 * TEST_DATABASE_URL set, that PostgreSQL server instead (the same tests then check the node-postgres
 * path; they only create uniquely named rows).
 */
export function setupTestDatabase(): void {
  beforeAll(async () => {
    process.env.DATA_DIR = 'memory://';
    if (process.env.TEST_DATABASE_URL) process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    else {
      delete process.env.DATABASE_URL;
      seedMemoryDatabases(loadPgliteSeed());
    }
    await resetRateLimiters();
    // Opening PGlite and migrating takes seconds when test files run in parallel: do it once, here.
    await getDb();
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    // Ingest writes key uses and refused beats in batches a moment later: written now, while the
    // database is open, so that no timer of this file reaches for it after the file has ended. A test
    // that broke the database on purpose may leave them unwritable: that is no failure of teardown.
    await Promise.all([flushKeyUse(), flushRefusals()]).catch(() => undefined);
    await closeDb();
    // A database some timer of this file opens after it ended starts empty, as it did before the copy.
    seedMemoryDatabases(undefined);
  });
}

export interface ApiRequestOptions {
  method?: string;
  body?: unknown;
  /** A raw body, sent as is (malformed JSON, oversize payloads). */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

export function apiRequest(path: string, options: ApiRequestOptions = {}): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new Request(`http://localhost${path}`, { method: options.method ?? 'GET', headers, body });
}

/**
 * A unique address per call, so tests in one file do not collide. The random part is digits only:
 * hex could spell a word a test searches for (an actor filter `ada` matched `customer-1ada07f2@…`).
 */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(6).readUIntBE(0, 6)}@example.com`;
}

/**
 * A fresh client IP, so one test's rate-limit counts do not reach another's. Sent alone in
 * X-Forwarded-For, it is the right-most entry, the one the server appends from the socket (TRUSTED_PROXIES=0).
 */
export function uniqueIp(): string {
  const n = () => Math.floor(Math.random() * 254) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

/** The answer to any call while the database is down or too slow (ASVS 16.5). */
export async function expectServiceUnavailable(response: Response): Promise<void> {
  expect({ status: response.status, body: await response.json() }).toEqual({
    status: 503,
    body: { error: { code: 'service_unavailable', message: expect.any(String) } },
  });
  expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(response.headers.get('cache-control')).toBe('no-store');
}
