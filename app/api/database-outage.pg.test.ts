/** @jest-environment node */
import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';

import { startTempPostgres, type TempPostgres } from '@/scripts/lib/temp-postgres';
import { repeatsWithinASecond, type LogLine } from '@/test/server/log-capture';
import { call, pollUntil, startInstances, stopInstances, type Instance } from '@/test/server/next-instances';
import { uniqueEmail, uniqueIp } from '@/test/server/support';

/**
 * A real outage, as an operator sees it in the log: a console process of the production build (`npm
 * start`, so its background jobs and listeners run) on a PostgreSQL server of its own, which is shut
 * down while heartbeats and console calls come in, then started again. Everything the process writes
 * to stdout and stderr is read. Needs `npm run build` first; runs in `npm run test:pg`.
 */
jest.setTimeout(120_000);

const HEARTBEATS = 30;
const PASSWORD = 'outage-customer-password';

let postgres: TempPostgres;
let instance: Instance;

beforeAll(async () => {
  postgres = await startTempPostgres();
  // Alert rounds every second, so that the background jobs fail during the outage too.
  [instance] = await startInstances([
    { DATABASE_URL: postgres.url, LOG_FORMAT: 'json', ALERT_CHECK_SECONDS: '1' },
  ]);
}, 120_000);

afterAll(async () => {
  await stopInstances();
  await postgres?.stop();
}, 30_000);

/** The output's lines from `from` (a length of the output) on: the logger's, parsed, or the text of another. */
function linesFrom(from: number): (LogLine | string)[] {
  return instance
    .log()
    .slice(from)
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      try {
        const parsed = JSON.parse(line) as LogLine;
        return typeof parsed.msg === 'string' && typeof parsed.time === 'number' ? parsed : line;
      } catch {
        return line;
      }
    });
}

const sha256 = (text: string, encoding: 'hex' | 'base64url') =>
  createHash('sha256').update(text).digest(encoding);

describe('a database outage in the log', () => {
  it('costs a few lines, each once, with nothing secret, and ends with a recovery line', async () => {
    expect(instance.healthy).toBe(true);
    const email = uniqueEmail('outage');
    const signUp = await call(instance, '/api/v1/auth/signup', {
      body: { name: 'Olive Outage', email, password: PASSWORD },
      ip: uniqueIp(),
    });
    expect(signUp.status).toBe(201);
    const token = signUp.body.sessionToken as string;
    const app = await call(instance, '/api/apps', {
      token,
      body: { name: 'Outage', platform: 'android', bundleId: 'com.example.outage' },
    });
    expect(app.status).toBe(201);
    const appKey = app.body.data.appKey as string;
    const deviceId = (n: number) => `outage-device-${n}`;
    // Working: the key's app is cached and listened for; a live stream listens for events.
    expect(
      (await call(instance, '/api/v1/devices/heartbeat', { appKey, body: { deviceId: deviceId(0) } })).status,
    ).toBe(202);
    const stream = new AbortController();
    const events = await fetch(`${instance.origin}/api/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: stream.signal,
    });
    expect(events.status).toBe(200);
    // The stream is "ready" once this instance listens for live events.
    const reader = events.body!.getReader();
    let received = '';
    while (!received.includes('event: ready')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += new TextDecoder().decode(value);
    }
    expect(received).toContain('event: ready');

    const outageStart = instance.log().length;
    await postgres.pause();
    const statuses: number[] = [];
    for (let n = 1; n <= HEARTBEATS; n += 1) {
      statuses.push(
        (await call(instance, '/api/v1/devices/heartbeat', { appKey, body: { deviceId: deviceId(n) } }))
          .status,
      );
    }
    statuses.push((await call(instance, '/api/user', { token })).status);
    statuses.push((await call(instance, '/api/apps', { token })).status);
    statuses.push(
      (await call(instance, '/api/v1/auth/login', { body: { email, password: PASSWORD }, ip: uniqueIp() }))
        .status,
    );
    expect(statuses).toEqual(Array(HEARTBEATS + 3).fill(503));
    // The background jobs have met the outage too: an alert round failed.
    await pollUntil(
      async () => instance.log().slice(outageStart),
      (text) => /alert/i.test(text),
      30_000,
    );
    const outage = linesFrom(outageStart);

    // Every line is the logger's JSON; a few for the whole outage, not some for each request.
    expect(outage.filter((line) => typeof line === 'string')).toEqual([]);
    const lines = outage as LogLine[];
    expect(lines.length).toBeLessThanOrEqual(12);
    expect(repeatsWithinASecond(lines)).toEqual([]);
    const text = instance.log().slice(outageStart);
    for (const secret of [
      appKey,
      token,
      sha256(appKey, 'hex'),
      sha256(token, 'base64url'),
      PASSWORD,
      email,
      deviceId(1),
    ]) {
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    }

    // Back: heartbeats are taken again, and the loops that failed say so once, with their count.
    const recoveryStart = instance.log().length;
    await postgres.resume();
    const back = await pollUntil(
      () => call(instance, '/api/v1/devices/heartbeat', { appKey, body: { deviceId: deviceId(0) } }),
      (answer) => answer.status === 202,
      30_000,
    );
    expect(back.status).toBe(202);
    const loops = ['app key listener', 'live events listener'];
    const recovered = await pollUntil(
      async () =>
        linesFrom(recoveryStart).filter(
          (line): line is LogLine =>
            typeof line !== 'string' && loops.includes(String(line.loop)) && line.level === 30,
        ),
      (found) => found.length === loops.length,
      30_000,
    );
    stream.abort();
    expect(recovered.map((line) => line.msg).sort()).toEqual([
      expect.stringMatching(/^app key listener: working again after \d+ failures? in \d+ s$/),
      expect.stringMatching(/^live events listener: working again after \d+ failures? in \d+ s$/),
    ]);
    for (const line of recovered) expect(line.failures).toBeGreaterThanOrEqual(1);
  });
});
