/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { Client } from 'pg';

import { call, startInstances, stopInstances, type Instance } from '@/test/server/next-instances';
import { uniqueEmail } from '@/test/server/support';

/**
 * A heartbeat is acknowledged (202) only once it is committed: the console is killed (SIGKILL) while
 * heartbeats of new devices pour in, started again on the same database, and every device whose beat
 * was acknowledged must be there. On both databases: PGlite in a data folder (the process is the database),
 * and PostgreSQL (TEST_DATABASE_URL; see holdWrites). Needs `npm run build` first; runs in `npm run test:pg`.
 */
jest.setTimeout(120_000);

const SENDERS = 24;
const LOAD_MS = 3_000;
const HOLD_MS = 1_000;
const CONSOLE_NAME = 'fleetdeck-crash-test';
const dataDir = mkdtempSync(path.join(tmpdir(), 'fd-crash-'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The console's sessions carry a name, so that the test can end exactly them. */
function withApplicationName(url: string): string {
  if (!url) return url;
  const named = new URL(url);
  named.searchParams.set('application_name', CONSOLE_NAME);
  return named.toString();
}

afterAll(async () => {
  await stopInstances();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends one beat per new device from SENDERS loops until `stop`; answers the acknowledged device ids. */
async function pour(instance: Instance, appKey: string, stop: Promise<void>): Promise<string[]> {
  const acknowledged: string[] = [];
  let stopped = false;
  void stop.then(() => (stopped = true));
  let next = 0;
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (!stopped) {
        const deviceId = `crash-${next++}`;
        try {
          const response = await fetch(`${instance.origin}/api/v1/devices/heartbeat`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-app-key': appKey },
            body: JSON.stringify({ deviceId }),
          });
          if (response.status === 202) acknowledged.push(deviceId);
        } catch {
          // The server is gone: this beat was never acknowledged.
          return;
        }
      }
    }),
  );
  return acknowledged;
}

/** Every device id of the app, through the devices API, page by page. */
async function storedDevices(instance: Instance, token: string, appId: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; ; page += 1) {
    const { status, body } = await call(
      instance,
      `/api/devices?appId=${appId}&status=all&pageSize=100&page=${page}`,
      { token },
    );
    expect(status).toBe(200);
    for (const device of body.data as { deviceId: string }[]) ids.add(device.deviceId);
    if (body.data.length < 100) return ids;
  }
}

/**
 * On PostgreSQL the database outlives the console: statements already sent would commit anyway. So
 * for the last second before the kill the test holds a lock that makes every write wait (beats in
 * flight are then not committed), and at the kill the console's database sessions are ended too (what
 * they had not committed is rolled back): an answer given before the commit would show as a lost beat.
 */
async function holdWrites(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query('lock table devices in exclusive mode');
  return {
    release: async () => {
      await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${CONSOLE_NAME}'`,
      );
      await client.query('rollback');
      await client.end();
    },
  };
}

async function crashUnderLoad(env: Record<string, string>) {
  const [before] = await startInstances([env]);
  const signUp = await call(before, '/api/v1/auth/signup', {
    body: { name: 'Crash', email: uniqueEmail('crash'), password: 'correct-horse-battery' },
  });
  const token = signUp.body.sessionToken as string;
  const app = await call(before, '/api/apps', {
    token,
    body: { name: 'Crash', platform: 'android', bundleId: 'com.example.crash' },
  });
  const exited = new Promise<void>((resolve) => before.child.once('exit', () => resolve()));
  const killed = (async () => {
    await sleep(LOAD_MS - HOLD_MS);
    const held = env.DATABASE_URL ? await holdWrites(process.env.TEST_DATABASE_URL!) : null;
    await sleep(HOLD_MS);
    process.kill(-before.child.pid!, 'SIGKILL');
    await held?.release();
  })();
  const acknowledged = await pour(before, app.body.data.appKey, killed);
  await exited;
  const [after] = await startInstances([env]);
  const stored = await storedDevices(after, token, app.body.data.id);
  await stopInstances();
  return { acknowledged, stored };
}

describe('a console killed under load', () => {
  it.each([
    ['PGlite', { DATA_DIR: dataDir }],
    ['PostgreSQL', { DATABASE_URL: withApplicationName(process.env.TEST_DATABASE_URL ?? '') }],
  ])('loses no acknowledged heartbeat (%s)', async (_name, env) => {
    const { acknowledged, stored } = await crashUnderLoad({ ...env, SIGNUP_RATE_LIMIT: 'off' });
    // Enough beats were acknowledged for the check to mean something.
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(acknowledged.filter((deviceId) => !stored.has(deviceId))).toEqual([]);
  });
});
