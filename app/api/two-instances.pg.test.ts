/** @jest-environment node */
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Client } from 'pg';

import { call, pollUntil, startInstances, stopInstances, type Instance } from '@/test/server/next-instances';
import { uniqueEmail, uniqueIp } from '@/test/server/support';

/**
 * Several console instances on one PostgreSQL (issue 31): two `next start` processes of the production
 * build, started at the same moment on one DATABASE_URL, called over HTTP only. What one instance
 * does (sessions, rate-limit counts, heartbeats, suspensions, key rotations) holds on the other.
 * Needs `npm run build` first; runs in `npm run test:pg` (TEST_DATABASE_URL).
 */
jest.setTimeout(30_000);

const ADMIN = { email: uniqueEmail('ops'), password: 'two-instances-admin-password' };
const PASSWORD = 'correct-horse-battery';
/** Low limits, so that a few calls reach them: per client address, and per device of an app. */
const LOGIN_LIMIT = 3;
const DEVICE_LIMIT = 3;
/** Calls per API token. */
const TOKEN_LIMIT = 3;
/**
 * An app's heartbeat quota, set for one app. Each instance adds its count to the shared one every
 * 200 ms, so what both accept past the quota is the beats of one such interval, a few on a busy
 * machine: 50 keeps that within the 10% the test allows (20 allowed only 2, and a loaded CI run saw 3).
 */
const APP_QUOTA = 50;
/** How long a change made on one instance may take to apply to ingest on the other. */
const PROPAGATION_MS = 2_000;

let a: Instance;
let b: Instance;

beforeAll(async () => {
  const env = {
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_RATE_LIMIT: `${LOGIN_LIMIT}/15m`,
    // The tests' X-Forwarded-For stands for a proxy's entry, left of the one the server appends.
    TRUSTED_PROXIES: '1',
    DEVICE_HEARTBEAT_RATE_LIMIT: `${DEVICE_LIMIT}/1m`,
    API_TOKEN_RATE_LIMIT: `${TOKEN_LIMIT}/1m`,
  };
  [a, b] = await startInstances([env, env]);
}, 120_000);

afterAll(() => stopInstances(), 30_000);

async function signUp(instance: Instance) {
  const email = uniqueEmail('customer');
  const answer = await call(instance, '/api/v1/auth/signup', {
    body: { name: 'Casey Customer', email, password: PASSWORD },
    ip: uniqueIp(),
  });
  expect(answer.status).toBe(201);
  return { email, token: answer.body.sessionToken as string };
}

async function signIn(instance: Instance, email: string, password: string) {
  const answer = await call(instance, '/api/v1/auth/login', { body: { email, password }, ip: uniqueIp() });
  expect(answer.status).toBe(200);
  return answer.body.sessionToken as string;
}

/** A customer signed up on `instance` with one app made there. */
async function customerWithApp(instance: Instance) {
  const { token } = await signUp(instance);
  const app = await call(instance, '/api/apps', {
    token,
    body: { name: 'Two instances', platform: 'android', bundleId: 'com.example.two' },
  });
  expect(app.status).toBe(201);
  return { token, appId: app.body.data.id as string, appKey: app.body.data.appKey as string };
}

let devices = 0;
/** A heartbeat of a device never seen before (so no device's limit is reached); its status. */
async function beat(instance: Instance, appKey: string, deviceId = `device-${++devices}`) {
  return (await call(instance, '/api/v1/devices/heartbeat', { appKey, body: { deviceId } })).status;
}

describe('two console instances on one PostgreSQL', () => {
  it('start at the same moment, answer /api/health and log no error', async () => {
    for (const instance of [a, b]) {
      // An instance that did not come up shows its log.
      const log = instance.healthy ? '' : instance.log();
      expect({ instance: instance.name, healthy: instance.healthy, log }).toEqual({
        instance: instance.name,
        healthy: true,
        log: '',
      });
      expect((await call(instance, '/api/health')).status).toBe(200);
    }
    // Start-up logs once the admin is made sure of; one instance created it, the other found it.
    const outcomes = await pollUntil(
      async () => [a, b].map((instance) => /admin \S+: (\w+)/.exec(instance.log())?.[1]),
      (found) => found.every(Boolean),
      10_000,
    );
    expect(outcomes.sort()).toEqual(['created', 'unchanged']);
    for (const instance of [a, b]) {
      expect(instance.log()).toContain('postgres database ready');
      expect(instance.log()).not.toMatch(/error|exception|unhandled/i);
    }
  });

  it('a session made on one works on the other, and a sign-out on one ends it on both', async () => {
    const customer = await signUp(a);
    const onB = await call(b, '/api/user', { token: customer.token });
    expect(onB.status).toBe(200);
    expect(onB.body.data.email).toBe(customer.email);

    const second = await signIn(b, customer.email, PASSWORD);
    expect((await call(a, '/api/user', { token: second })).status).toBe(200);

    expect((await call(b, '/api/v1/auth/logout', { token: customer.token, method: 'POST' })).status).toBe(
      204,
    );
    expect((await call(a, '/api/user', { token: customer.token })).status).toBe(401);
    expect((await call(b, '/api/user', { token: customer.token })).status).toBe(401);
    // The other session, made on B, still works on both.
    expect((await call(a, '/api/user', { token: second })).status).toBe(200);
    expect((await call(a, '/api/v1/auth/logout', { token: second, method: 'POST' })).status).toBe(204);
    expect((await call(b, '/api/user', { token: second })).status).toBe(401);
  });

  it('an API token made on one works on the other, and a revocation on one ends it on both', async () => {
    const { token, appId } = await customerWithApp(a);
    const orgs = await call(a, '/api/orgs', { token });
    const made = await call(a, '/api/user/tokens', {
      token,
      body: { name: 'CI', orgId: orgs.body.activeOrgId, scopes: ['apps:read'] },
    });
    expect(made.status).toBe(201);
    const value = made.body.token as string;
    const onB = await call(b, '/api/apps', { token: value });
    expect(onB.status).toBe(200);
    expect(onB.body.data.map((app: { id: string }) => app.id)).toEqual([appId]);

    const revoked = await call(a, `/api/user/tokens/${made.body.data.id}`, { token, method: 'DELETE' });
    expect(revoked.status).toBe(204);
    expect((await call(b, '/api/apps', { token: value })).status).toBe(401);
    expect((await call(a, '/api/apps', { token: value })).status).toBe(401);
  });

  it("counts an API token's calls on both instances against one limit", async () => {
    const { token } = await customerWithApp(a);
    const orgs = await call(a, '/api/orgs', { token });
    const made = await call(b, '/api/user/tokens', {
      token,
      body: { name: 'Poller', orgId: orgs.body.activeOrgId, scopes: ['apps:read'] },
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < TOKEN_LIMIT + 2; attempt++) {
      statuses.push((await call(attempt % 2 === 0 ? a : b, '/api/apps', { token: made.body.token })).status);
    }
    expect(statuses).toEqual([...Array(TOKEN_LIMIT).fill(200), 429, 429]);
  });

  it('makes one app when a create with one Idempotency-Key reaches both instances at once', async () => {
    const { token } = await signUp(a);
    const create = (instance: Instance) =>
      call(instance, '/api/apps', {
        token,
        body: { name: 'Once', platform: 'android', bundleId: 'com.example.once' },
        headers: { 'idempotency-key': `create-once-${randomBytes(4).toString('hex')}` },
      });
    // Each burst: two requests on each instance with one key, all at the same moment.
    const key = `create-once-${randomBytes(8).toString('hex')}`;
    const send = (instance: Instance) =>
      call(instance, '/api/apps', {
        token,
        body: { name: 'Once', platform: 'android', bundleId: 'com.example.once' },
        headers: { 'idempotency-key': key },
      });
    const answers = await Promise.all([send(a), send(b), send(a), send(b)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    const listed = await call(b, '/api/apps', { token });
    expect(listed.body.data.map((app: { name: string }) => app.name)).toEqual(['Once']);
    // Another key makes another app.
    expect((await create(a)).status).toBe(201);
    expect((await call(a, '/api/apps', { token })).body.data).toHaveLength(2);
  });

  it('counts failed sign-ins from one address on both instances against one limit', async () => {
    const ip = uniqueIp();
    const email = uniqueEmail('guess');
    const statuses: number[] = [];
    // Alternating A, B, A, B, ...: each instance alone sees only half the attempts.
    for (let attempt = 0; attempt < LOGIN_LIMIT + 2; attempt++) {
      const instance = attempt % 2 === 0 ? a : b;
      const body = { email, password: `wrong-password-${attempt}` };
      statuses.push((await call(instance, '/api/v1/auth/login', { body, ip })).status);
    }
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(401), 429, 429]);
  });

  it("counts a device's heartbeats on both instances against one limit", async () => {
    const { appKey } = await customerWithApp(a);
    const statuses: number[] = [];
    for (let beatNo = 0; beatNo < DEVICE_LIMIT + 2; beatNo++) {
      statuses.push(await beat(beatNo % 2 === 0 ? a : b, appKey, 'looping-device'));
    }
    expect(statuses).toEqual([...Array(DEVICE_LIMIT).fill(202), 429, 429]);
    // Other devices of the app are not held back.
    expect(await beat(b, appKey)).toBe(202);
  });

  it("enforces a role change made on one instance on the other's next call, and a removal", async () => {
    const owner = await customerWithApp(a);
    const orgId = (await call(a, '/api/user', { token: owner.token })).body.data.id as string;
    const member = await signUp(b);
    const memberId = (await call(b, '/api/user', { token: member.token })).body.data.id as string;
    const db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    try {
      // A direct write of the membership, as the members API's transaction on instance A would make it.
      await db.query(`insert into memberships (org_id, user_id, role) values ($1, $2, 'member')`, [
        orgId,
        memberId,
      ]);
      const rename = (instance: Instance, name: string) =>
        call(instance, `/api/apps/${owner.appId}`, {
          method: 'PATCH',
          token: member.token,
          body: { name },
          headers: { 'X-Fleetdeck-Org': orgId },
        });
      expect((await rename(b, 'Renamed on B')).status).toBe(200);
      expect((await rename(a, 'Renamed on A')).status).toBe(200);

      await db.query(`update memberships set role = 'viewer' where org_id = $1 and user_id = $2`, [
        orgId,
        memberId,
      ]);
      const refused = await rename(b, 'Refused');
      expect({ status: refused.status, code: refused.body.error.code }).toEqual({
        status: 403,
        code: 'role_forbidden',
      });
      expect((await rename(a, 'Refused')).status).toBe(403);
      const read = await call(b, `/api/apps/${owner.appId}`, {
        token: member.token,
        headers: { 'X-Fleetdeck-Org': orgId },
      });
      expect(read.body.data.name).toBe('Renamed on A');

      await db.query('delete from memberships where org_id = $1 and user_id = $2', [orgId, memberId]);
      expect((await rename(a, 'Gone')).status).toBe(404);
      expect((await rename(b, 'Gone')).status).toBe(404);
    } finally {
      await db.end();
    }
  });

  it("counts an app's heartbeats on both instances against its one quota, within 10%", async () => {
    const { appId, appKey } = await customerWithApp(a);
    // The quota an admin would set (apps.heartbeat_quota); both instances hear of the change.
    const db = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    await db.query('update apps set heartbeat_quota = $1 where id = $2', [APP_QUOTA, appId]);
    await db.end();
    const statuses: number[] = [];
    // Alternating, and two at a time: the instances' counts meet in the database.
    for (let pair = 0; pair < APP_QUOTA; pair++) {
      statuses.push(...(await Promise.all([beat(a, appKey), beat(b, appKey)])));
    }
    const accepted = statuses.filter((status) => status === 202).length;
    expect(accepted).toBeGreaterThanOrEqual(APP_QUOTA);
    expect(accepted).toBeLessThanOrEqual(APP_QUOTA * 1.1);
    expect(statuses.filter((status) => status !== 202 && status !== 429)).toEqual([]);
  });

  it('lists at once on one instance the heartbeats the other took', async () => {
    const { token, appKey } = await customerWithApp(a);
    await call(a, '/api/v1/devices/heartbeat', { appKey, body: { deviceId: 'seen-by-a', model: 'A1' } });
    await call(b, '/api/v1/devices/heartbeat', { appKey, body: { deviceId: 'seen-by-b', model: 'B1' } });
    for (const instance of [a, b]) {
      const list = await call(instance, '/api/devices?sort=lastSeen:desc', { token });
      expect(list.status).toBe(200);
      const seen = (list.body.data as { deviceId: string; model: string; online: boolean }[])
        .map(({ deviceId, model, online }) => ({ deviceId, model, online }))
        .sort((x, y) => x.deviceId.localeCompare(y.deviceId));
      expect({ instance: instance.name, total: list.body.total, seen }).toEqual({
        instance: instance.name,
        total: 2,
        seen: [
          { deviceId: 'seen-by-a', model: 'A1', online: true },
          { deviceId: 'seen-by-b', model: 'B1', online: true },
        ],
      });
    }
  });

  it("applies a key rotation made on one to the other's ingest within 2 s", async () => {
    const { token, appId, appKey } = await customerWithApp(a);
    expect(await beat(b, appKey)).toBe(202);
    const rotated = await call(a, `/api/apps/${appId}/rotate-key`, { token, method: 'POST' });
    expect(rotated.status).toBe(200);
    const newKey = rotated.body.data.appKey as string;
    expect(newKey).not.toBe(appKey);
    const oldKeyOnB = await pollUntil(
      () => beat(b, appKey),
      (status) => status === 401,
      PROPAGATION_MS,
    );
    expect(oldKeyOnB).toBe(401);
    expect(await beat(b, newKey)).toBe(202);
  });

  it('lets a key made on one through the other behind an address sending made-up keys', async () => {
    // Carrier NAT: one address, a neighbour guessing keys past INVALID_APP_KEY_RATE_LIMIT (60 a minute).
    const nat = uniqueIp();
    const guess = async () =>
      (
        await call(b, '/api/v1/devices/heartbeat', {
          appKey: `fdk_${randomBytes(16).toString('hex')}`,
          body: { deviceId: 'guess' },
          ip: nat,
        })
      ).status;
    const statuses = new Set<number>();
    for (let n = 0; n < 70; n += 1) statuses.add(await guess());
    expect([...statuses].sort()).toEqual([401, 429]);
    // A customer creates an app on the other instance now; its device is behind the same address.
    const { appKey } = await customerWithApp(a);
    const device = (deviceId: string) =>
      call(b, '/api/v1/devices/heartbeat', { appKey, body: { deviceId }, ip: nat }).then((r) => r.status);
    const first = await pollUntil(
      async () => (await guess(), device('nat-first')),
      (status) => status === 202,
      PROPAGATION_MS,
    );
    expect(first).toBe(202);
    // From then on every beat of the valid key passes, the guessing going on in between.
    for (let n = 0; n < 10; n += 1) {
      expect(await guess()).toBe(429);
      expect(await device(`nat-${n}`)).toBe(202);
    }
  });

  it("applies a suspension made on one to the other's ingest within 2 s, and the resumption", async () => {
    const { appId, appKey } = await customerWithApp(b);
    expect(await beat(b, appKey)).toBe(202);
    const admin = await signIn(a, ADMIN.email, ADMIN.password);
    const setStatus = (status: string) =>
      call(a, `/api/admin/apps/${appId}`, { token: admin, method: 'PATCH', body: { status } });

    expect((await setStatus('suspended')).status).toBe(200);
    const suspended = await pollUntil(
      () => beat(b, appKey),
      (status) => status === 403,
      PROPAGATION_MS,
    );
    expect(suspended).toBe(403);

    expect((await setStatus('active')).status).toBe(200);
    const resumed = await pollUntil(
      () => beat(b, appKey),
      (status) => status === 202,
      PROPAGATION_MS,
    );
    expect(resumed).toBe(202);
  });
});
