/** @jest-environment node */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';

import { GET as listApps } from '@/app/api/apps/route';
import { GET as getUser } from '@/app/api/user/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { POST as heartbeat } from '@/app/api/v1/devices/heartbeat/route';
import { hashToken } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db/client';
import { flushFailureSummaries } from '@/lib/server/http/failure-log';
import { apiRequest, heartbeatRequest, setupRouteTest, uniqueEmail, uniqueIp } from '@/test/api-route';
import { captureLog } from '@/test/server/log-capture';

/**
 * The server log during a database outage: the driver's errors, which drizzle wraps with the query and
 * its parameters (app keys, session-token hashes, emails), never reach it. Each kind of failure is one
 * line, then a summary per window, not a screenful per call.
 */
const { signedIn, appOf } = setupRouteTest();

describe('the server log while the database is down', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = ((await getDb()) as unknown as { $client: PGlite }).$client;
  });

  afterAll(() => {
    jest.restoreAllMocks();
  });

  it('logs one line and then a summary, without keys, tokens, hashes, emails or parameters', async () => {
    const owner = await signedIn();
    const app = await appOf(owner);
    const email = uniqueEmail('outage');
    const password = 'outage password 42';
    // The server goes away under an open database: every query fails as PostgreSQL's shutdown does.
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    // PGlite's client, or node-postgres's pool (TEST_DATABASE_URL), whose `query` and `connect` every
    // statement and transaction goes through.
    const driver = client as unknown as Record<string, unknown>;
    for (const method of ['query', 'exec', 'transaction', 'connect']) {
      if (typeof driver[method] === 'function') {
        jest.spyOn(driver as Record<string, () => Promise<unknown>>, method).mockRejectedValue(terminated);
      }
    }

    const log = captureLog();
    const calls = [
      () => getUser(apiRequest('/api/user?session=x', { token: owner.token })),
      () => listApps(apiRequest('/api/apps', { token: owner.token })),
      () => heartbeat(heartbeatRequest(app.appKey, { deviceId: 'device-1', platform: 'android' })),
      () =>
        login(
          apiRequest('/api/v1/auth/login', {
            method: 'POST',
            body: { email, password },
            headers: { 'x-forwarded-for': uniqueIp() },
          }),
        ),
    ];
    const statuses: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const call of calls) statuses.push((await call()).status);
    }
    flushFailureSummaries();
    log.restore();

    expect(new Set(statuses)).toEqual(new Set([503]));
    const text = log.raw.join('');
    for (const secret of [app.appKey, owner.token, hashToken(owner.token), email, password]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/params|Failed query|session=/i);
    const listener =
      'app key listener: listening to app changes failed; keys are looked up in the database until it works';
    // Once, though each heartbeat tried to listen again (lib/server/log-streak.ts). On PostgreSQL the
    // listener holds a connection of its own, which this test does not break: there, at most once.
    const listenerLines = log.messages().filter((message) => message === listener).length;
    if (process.env.TEST_DATABASE_URL) expect(listenerLines).toBeLessThanOrEqual(1);
    else expect(listenerLines).toBe(1);
    expect(log.messages().filter((message) => message !== listener)).toEqual([
      'database unavailable, request refused',
      'database unavailable, 19 more requests refused in the last 10 s',
    ]);
    expect(log.lines()[0]).toMatchObject({
      method: 'GET',
      path: '/api/user',
      err: { code: '57P01', message: 'terminating connection due to administrator command' },
    });
  });
});
