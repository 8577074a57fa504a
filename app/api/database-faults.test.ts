/** @jest-environment node */
import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';

import { GET as listApps } from '@/app/api/apps/route';
import { POST as contact } from '@/app/api/contact/route';
import { GET as health } from '@/app/api/health/route';
import { GET as getUser } from '@/app/api/user/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { POST as heartbeat } from '@/app/api/v1/devices/heartbeat/route';
import { closeDb } from '@/lib/server/db/client';
import { jsonError } from '@/lib/server/http/responses';
import { freePort } from '@/scripts/lib/temp-postgres';
import { captureLog, repeatsWithinASecond } from '@/test/server/log-capture';
import { apiRequest, expectServiceUnavailable, uniqueEmail, uniqueIp } from '@/test/server/support';

/**
 * Faults (ASVS 16.5): a database that is down or too slow gives 503 service_unavailable in the error
 * shape, with Retry-After, from every kind of call; never a 500, never a hung request.
 */
jest.setTimeout(60_000);

const APP_KEY = `fdk_${'A'.repeat(32)}`;
const TOKEN = 'some-session-token';
const PASSWORD = 'password123';
const DB_PASSWORD = 'db-password-secret';

describe('the database is down', () => {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
  let log: ReturnType<typeof captureLog>;

  beforeAll(async () => {
    await closeDb();
    // A port where nothing listens: connections are refused at once.
    process.env.DATABASE_URL = `postgres://fleetdeck:${DB_PASSWORD}@127.0.0.1:${await freePort()}/fleetdeck`;
    log = captureLog();
  });

  afterAll(async () => {
    log.restore();
    await closeDb();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('answers 503 service_unavailable from health, sign-in, user, apps, contact and ingest calls', async () => {
    const started = Date.now();
    await expectServiceUnavailable(await health(new Request('http://localhost/api/health')));
    await expectServiceUnavailable(
      await login(
        apiRequest('/api/v1/auth/login', {
          method: 'POST',
          body: { email: 'ann@example.com', password: PASSWORD },
          headers: { 'x-forwarded-for': uniqueIp() },
        }),
      ),
    );
    await expectServiceUnavailable(await getUser(apiRequest('/api/user', { token: TOKEN })));
    await expectServiceUnavailable(await listApps(apiRequest('/api/apps', { token: TOKEN })));
    await expectServiceUnavailable(
      await contact(
        apiRequest('/api/contact', {
          method: 'POST',
          body: { name: 'Ann', email: uniqueEmail(), message: 'Hello' },
          headers: { 'x-forwarded-for': uniqueIp() },
        }),
      ),
    );
    await expectServiceUnavailable(
      await heartbeat(
        apiRequest('/api/v1/devices/heartbeat', {
          method: 'POST',
          body: { deviceId: 'device-1' },
          headers: { 'x-app-key': APP_KEY },
        }),
      ),
    );
    // Refused connections fail fast: no call waits for a timeout.
    expect(Date.now() - started).toBeLessThan(15_000);

    // The log: the logger's JSON only, the outage told once (then counted), nothing any call sent.
    expect(log.outside).toEqual([]);
    const lines = log.lines();
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'database unavailable, request refused',
      kind: 'database_unavailable',
      path: '/api/health',
    });
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(repeatsWithinASecond(lines)).toEqual([]);
    const text = log.raw.join('');
    const hashes = [
      createHash('sha256').update(APP_KEY).digest('hex'),
      createHash('sha256').update(TOKEN).digest('base64url'),
    ];
    for (const secret of [APP_KEY, TOKEN, PASSWORD, DB_PASSWORD, 'ann@example.com', 'device-1', ...hashes]) {
      expect({ secret, logged: text.includes(secret) }).toEqual({ secret, logged: false });
    }
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
    const log = captureLog();
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    const failed = new Error(`Failed query: select * from app_keys where key_hash = $1\nparams: ${APP_KEY}`, {
      cause: cancelled,
    });
    await expectServiceUnavailable(jsonError(failed));
    log.restore();
    expect(log.lines()).toEqual([
      expect.objectContaining({
        msg: 'database unavailable, request refused',
        err: expect.objectContaining({
          code: '57014',
          message: 'canceling statement due to statement timeout',
        }),
      }),
    ]);
    expect(log.raw.join('')).not.toMatch(/fdk_|app_keys|params/);
  });
});
