/** @jest-environment node */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Client } from 'pg';

import { call, pollUntil, startInstances, stopInstances, type Instance } from '@/test/server/next-instances';
import { uniqueEmail, uniqueIp } from '@/test/server/support';

/**
 * Webhook deliveries proven across processes (docs/webhooks.md; lib/server/alerts/deliver.ts): two
 * `npm start` processes of the production build on one PostgreSQL, both running the alerts job every
 * second, deliver a few hundred events to a receiver that records (event id, endpoint). One process is
 * killed while it holds deliveries open; the other takes them over when their lease ends. Every
 * (event, endpoint) is delivered exactly once: an attempt whose connection died before the receiver
 * answered is not a delivery. Needs `npm run build`; runs in `npm run test:pg` (TEST_DATABASE_URL).
 */
jest.setTimeout(240_000);

const APPS = 24;
const TEST_EVENTS_PER_ENDPOINT = 3;

/**
 * The receiver: answers 200 after a moment, or holds every request while `paused`. A request counts
 * as delivered once its answer is written; one whose sender died first is counted as dropped.
 */
interface Receiver {
  url: string;
  delivered: { event: string; endpoint: string }[];
  held: number;
  dropped: number;
  pause: () => void;
  resume: () => void;
  close: () => Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  let paused = false;
  let waiting: (() => void)[] = [];
  const receiver = {
    delivered: [] as { event: string; endpoint: string }[],
    held: 0,
    dropped: 0,
  };
  const answer = (response: ServerResponse, event: string, endpoint: string) => {
    if (response.destroyed || response.socket?.destroyed) {
      receiver.dropped += 1;
      return;
    }
    response.once('finish', () => receiver.delivered.push({ event, endpoint }));
    response.writeHead(200).end();
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const event = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string }).id;
      const endpoint = request.url ?? '';
      if (paused) {
        receiver.held += 1;
        waiting.push(() => answer(response, event, endpoint));
      } else {
        setTimeout(() => answer(response, event, endpoint), 5);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}`,
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      const now = waiting;
      waiting = [];
      now.forEach((respond) => respond());
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

let receiver: Receiver;
let db: Client;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  receiver = await startReceiver();
  db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await db.connect();
  const env = {
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    ALERT_CHECK_SECONDS: '1',
    ALERT_ALLOW_PRIVATE_TARGETS: 'on',
    BACKGROUND_JOBS: 'on',
    TRUSTED_PROXIES: '1',
  };
  [a, b] = await startInstances([env, env]);
}, 120_000);

afterAll(async () => {
  await stopInstances();
  await receiver?.close();
  await db?.end();
}, 30_000);

describe('webhook deliveries by two console processes', () => {
  it('deliver every (event, endpoint) exactly once, also when one process dies mid-delivery', async () => {
    expect([a.healthy, b.healthy]).toEqual([true, true]);
    // Nothing is answered until one process has been killed: both hold deliveries open meanwhile.
    receiver.pause();

    const signup = await call(a, '/api/v1/auth/signup', {
      body: { name: 'Dana Delivery', email: uniqueEmail('delivery'), password: 'correct-horse-battery' },
      ip: uniqueIp(),
    });
    expect(signup.status).toBe(201);
    const token = signup.body.sessionToken as string;

    const appIds: string[] = [];
    for (let index = 0; index < APPS; index += 1) {
      const instance = index % 2 === 0 ? a : b;
      const app = await call(instance, '/api/apps', {
        token,
        body: { name: `Delivery ${index}`, platform: 'android', bundleId: `com.example.delivery${index}` },
      });
      expect(app.status).toBe(201);
      const appId = app.body.data.id as string;
      appIds.push(appId);
      for (const device of ['one', 'two']) {
        const beat = await call(instance, '/api/v1/devices/heartbeat', {
          appKey: app.body.data.appKey,
          body: { deviceId: device },
        });
        expect(beat.status).toBe(202);
      }
      const rules = await call(instance, `/api/apps/${appId}/alert-rules`, {
        token,
        method: 'PUT',
        body: { offlineAfterSeconds: 10, offlineSharePercent: 50, cooldownSeconds: 0 },
      });
      expect(rules.status).toBe(200);
      for (const path of ['first', 'second']) {
        const endpoint = await call(instance, `/api/apps/${appId}/webhooks`, {
          token,
          body: { url: `${receiver.url}/${appId}/${path}`, format: 'json' },
        });
        expect(endpoint.status).toBe(201);
        for (let n = 0; n < TEST_EVENTS_PER_ENDPOINT; n += 1) {
          const test = await call(instance, `/api/apps/${appId}/webhooks/${endpoint.body.data.id}/test`, {
            token,
            method: 'POST',
          });
          expect(test.status).toBe(202);
        }
      }
    }
    // Every device went silent an hour ago: each app's next check raises device.offline and
    // app.offline_share, each delivered to both of its endpoints.
    await db.query(
      `update devices set last_seen = now() - interval '1 hour' where app_id = any($1::uuid[])`,
      [appIds],
    );

    const ours = `endpoint_id in (select id from webhook_endpoints where app_id = any($1::uuid[]))`;
    const count = async (where: string) =>
      Number(
        (
          await db.query(`select count(*)::int as n from webhook_deliveries where ${ours} and ${where}`, [
            appIds,
          ])
        ).rows[0].n,
      );
    // Both processes hold deliveries open, the offline events among them.
    await pollUntil(
      async () => ({ held: receiver.held, offline: await count(`payload->>'type' = 'device.offline'`) }),
      ({ held, offline }) => held >= 20 && offline === APPS * 2,
      60_000,
    );
    // Answers written before the pause have been recorded by now; then A dies with its attempts open.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    process.kill(-a.child.pid!, 'SIGKILL');
    await new Promise((resolve) => a.child.once('exit', resolve));
    receiver.resume();

    // B sends the rest, and A's claimed deliveries once their lease (60 s) has ended.
    const pending = await pollUntil(
      () => count(`state <> 'delivered'`),
      (left) => left === 0,
      150_000,
    );
    expect(pending).toBe(0);

    const total = await count('true');
    expect(total).toBe(APPS * 2 * (TEST_EVENTS_PER_ENDPOINT + 2));
    const pairs = receiver.delivered.map(({ event, endpoint }) => `${event} ${endpoint}`);
    expect(pairs).toHaveLength(total);
    expect(new Set(pairs).size).toBe(total);
    // A died holding attempts the receiver never answered; they were tried again, by B.
    expect(receiver.dropped).toBeGreaterThan(0);
    expect(await count('attempts > 1')).toBeGreaterThan(0);
    expect(b.log()).not.toMatch(/"level":(50|60)/);
  });
});
