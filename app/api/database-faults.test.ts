/** @jest-environment node */
import { createServer } from 'node:net';

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';

import { GET as listApps } from '@/app/api/apps/route';
import { POST as contact } from '@/app/api/contact/route';
import { GET as health } from '@/app/api/health/route';
import { GET as getUser } from '@/app/api/user/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { POST as heartbeat } from '@/app/api/v1/devices/heartbeat/route';
import { closeDb } from '@/lib/server/db/client';
import { signedIn } from '@/lib/server/domain/test-fixtures';
import { jsonError } from '@/lib/server/http/responses';
import { apiRequest, setupTestDatabase, uniqueEmail, uniqueIp } from '@/lib/server/test-support';

/**
 * Faults (ASVS 16.5): a database that is down or too slow gives 503 service_unavailable in the error
 * shape, with Retry-After, from every kind of call; never a 500, never a hung request.
 */
jest.setTimeout(60_000);

/** A port on this machine where nothing listens: connections are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function expectUnavailable(response: Response): Promise<void> {
  expect({ status: response.status, body: await response.json() }).toEqual({
    status: 503,
    body: { error: { code: 'service_unavailable', message: expect.any(String) } },
  });
  expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(response.headers.get('cache-control')).toBe('no-store');
}

describe('the database is down', () => {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
  let log: ReturnType<typeof jest.spyOn>;

  beforeAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = `postgres://fleetdeck:secret@127.0.0.1:${await closedPort()}/fleetdeck`;
    log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterAll(async () => {
    log.mockRestore();
    await closeDb();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('answers 503 service_unavailable from health, sign-in, user, apps, contact and ingest calls', async () => {
    const started = Date.now();
    await expectUnavailable(await health(new Request('http://localhost/api/health')));
    await expectUnavailable(
      await login(
        apiRequest('/api/v1/auth/login', {
          method: 'POST',
          body: { email: 'ann@example.com', password: 'password123' },
          headers: { 'x-forwarded-for': uniqueIp() },
        }),
      ),
    );
    await expectUnavailable(await getUser(apiRequest('/api/user', { token: 'some-token' })));
    await expectUnavailable(await listApps(apiRequest('/api/apps', { token: 'some-token' })));
    await expectUnavailable(
      await contact(
        apiRequest('/api/contact', {
          method: 'POST',
          body: { name: 'Ann', email: uniqueEmail(), message: 'Hello' },
          headers: { 'x-forwarded-for': uniqueIp() },
        }),
      ),
    );
    await expectUnavailable(
      await heartbeat(
        apiRequest('/api/v1/devices/heartbeat', {
          method: 'POST',
          body: { deviceId: 'device-1' },
          headers: { 'x-app-key': `fdk_${'A'.repeat(32)}` },
        }),
      ),
    );
    // Refused connections fail fast: no call waits for a timeout.
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('still checks the input first: bad input is the client’s mistake, whatever the database does', async () => {
    const response = await contact(
      apiRequest('/api/contact', {
        method: 'POST',
        body: { name: '' },
        headers: { 'x-forwarded-for': uniqueIp() },
      }),
    );
    expect(response.status).toBe(400);
  });
});

describe('the database is too slow', () => {
  it('maps a statement cancelled by the statement timeout (SQLSTATE 57014) to 503', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    await expectUnavailable(jsonError(new Error('Failed query', { cause: cancelled })));
    log.mockRestore();
  });

  // PGlite runs inside this process and cannot time statements out: this needs a PostgreSQL server
  // (TEST_DATABASE_URL, as `npm run test:pg` and .ci/run provide).
  const withPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
  withPostgres('on PostgreSQL (TEST_DATABASE_URL)', () => {
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
      const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await blocker.query('begin');
        await blocker.query('lock table sessions in access exclusive mode');
        const started = Date.now();
        await expectUnavailable(await getUser(apiRequest('/api/user', { token: user.token })));
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        await blocker.query('rollback').catch(() => undefined);
        await blocker.end();
        log.mockRestore();
      }
      // Once the database answers again, so does the API.
      expect((await getUser(apiRequest('/api/user', { token: user.token }))).status).toBe(200);
    });
  });
});
