/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';

import { openStream } from '@/test/server/event-stream';
import { call, startInstances, stopInstances, type Instance } from '@/test/server/next-instances';
import { uniqueEmail, uniqueIp } from '@/test/server/support';

/**
 * Live events across console instances: two `next start` processes of the production build on one
 * PostgreSQL database; a heartbeat taken by one reaches a stream opened on the other (through NOTIFY),
 * and never the stream of another customer. Needs `npm run build` first; runs in `npm run test:pg`.
 */
jest.setTimeout(30_000);

let a: Instance;
let b: Instance;

beforeAll(async () => {
  const env = { DATABASE_URL: process.env.TEST_DATABASE_URL, TRUSTED_PROXIES: '1' };
  [a, b] = await startInstances([env, env]);
}, 120_000);

afterAll(() => stopInstances(), 30_000);

async function customer(instance: Instance) {
  const signup = await call(instance, '/api/v1/auth/signup', {
    body: { name: 'Casey Customer', email: uniqueEmail('live'), password: 'correct-horse-battery' },
    ip: uniqueIp(),
  });
  expect(signup.status).toBe(201);
  return signup.body.sessionToken as string;
}

/** The stream of `token` opened on `instance` over HTTP. */
const streamOn = (instance: Instance, token: string) =>
  openStream(token, (request) =>
    fetch(`${instance.origin}/api/events`, { headers: request.headers, signal: request.signal }),
  );

describe('live events on two console instances', () => {
  it("delivers a heartbeat taken by one instance to the owner's stream on the other, never to a stranger", async () => {
    const token = await customer(a);
    const strangerToken = await customer(b);
    const newApp = (who: string, name: string) =>
      call(a, '/api/apps', {
        token: who,
        body: { name, platform: 'android', bundleId: `com.example.${name.toLowerCase()}` },
      });
    const app = await newApp(token, 'Live');
    const strangers = await newApp(strangerToken, 'Elsewhere');
    expect([app.status, strangers.status]).toEqual([201, 201]);
    const mine = await streamOn(b, token);
    const theirs = await streamOn(b, strangerToken);
    expect(mine.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await Promise.all([mine.ready(), theirs.ready()]);

    const beat = (appKey: string, deviceId: string) =>
      call(a, '/api/v1/devices/heartbeat', { appKey, body: { deviceId } });
    expect((await beat(app.body.data.appKey as string, 'pg-live-1')).status).toBe(202);
    const event = await mine.next((seen) => seen.event === 'device');
    expect(event.data).toEqual({ kind: 'first_seen', appId: app.body.data.id, deviceId: 'pg-live-1' });

    // The stranger's own beat comes after the owner's through the same channel: once it has arrived,
    // the owner's would have too, had it been sent to the stranger.
    expect((await beat(strangers.body.data.appKey as string, 'pg-live-2')).status).toBe(202);
    await theirs.next((seen) => seen.event === 'device' && seen.data.deviceId === 'pg-live-2');
    expect(theirs.seen.filter((seen) => seen.data.appId === app.body.data.id)).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('ends a stream on one instance within a second of its session ending on the other', async () => {
    const token = await customer(a);
    const stream = await streamOn(b, token);
    await stream.ready();
    expect((await call(a, '/api/v1/auth/logout', { token, method: 'POST' })).status).toBe(204);
    // The stream's own check comes every 15 s; the announcement ends it at once.
    await stream.untilEnded(1000);
  });
});
