/** @jest-environment node */
import { afterAll, describe, expect, it, jest } from '@jest/globals';

import { GET as getUser } from '@/app/api/user/route';
import { closeDb } from '@/lib/server/db/client';
import { signedIn } from '@/test/server/fixtures';
import { captureLog } from '@/test/server/log-capture';
import { apiRequest, expectServiceUnavailable, setupTestDatabase } from '@/test/server/support';

/**
 * A statement timeout (ASVS 16.5): PGlite runs inside this process and cannot time statements out, so
 * this file runs only against a PostgreSQL server, in `npm run test:pg` (jest.config.js leaves
 * `*.pg.test.ts` out of the other runs).
 */
jest.setTimeout(60_000);

describe('on PostgreSQL', () => {
  setupTestDatabase();

  afterAll(async () => {
    delete process.env.DB_STATEMENT_TIMEOUT_MS;
    await closeDb();
  });

  it('cancels a statement that waits longer than DB_STATEMENT_TIMEOUT_MS and answers 503', async () => {
    const { Client } = await import('pg');
    const user = await signedIn('customer', 'Slow');
    await closeDb();
    process.env.DB_STATEMENT_TIMEOUT_MS = '300';
    // Another session holds the sessions table, as a long migration or a stuck transaction would.
    const blocker = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await blocker.connect();
    const log = captureLog();
    try {
      await blocker.query('begin');
      await blocker.query('lock table sessions in access exclusive mode');
      const started = Date.now();
      await expectServiceUnavailable(await getUser(apiRequest('/api/user', { token: user.token })));
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await blocker.query('rollback').catch(() => undefined);
      await blocker.end();
      log.restore();
    }
    // Once the database answers again, so does the API.
    expect((await getUser(apiRequest('/api/user', { token: user.token }))).status).toBe(200);
  });
});
