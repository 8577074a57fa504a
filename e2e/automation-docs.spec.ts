import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { createCustomer } from './support/accounts';
import { E2E_BASE_URL } from './support/env';
import { acceptedHeartbeat, createAppApi, runTag, sendHeartbeat } from './support/product-api';

/**
 * docs/automation.md's examples, run as written against the server under test with bash, curl and jq:
 * each `sh` block that starts with `# snippet: <name>` is read from the file, so a broken example
 * fails here. The 429 example also runs against a stand-in that refuses its first call.
 */
const DOC = path.join(__dirname, '..', 'docs', 'automation.md');
const SNIPPETS = ['create-token', 'offline-devices', 'rotate-key', 'retry-429', 'create-app'];

async function snippets(): Promise<Map<string, string>> {
  const markdown = await readFile(DOC, 'utf8');
  const found = new Map<string, string>();
  for (const match of markdown.matchAll(/```sh\n# snippet: ([\w-]+)\n([\s\S]*?)```/g))
    found.set(match[1], match[2]);
  return found;
}

interface Ran {
  stdout: string;
  stderr: string;
}

function run(code: string, env: Record<string, string>, cwd: string): Promise<Ran> {
  return new Promise((resolve, reject) => {
    execFile(
      'bash',
      ['-euo', 'pipefail', '-c', code],
      { cwd, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}\n${stdout}`)) : resolve({ stdout, stderr }),
    );
  });
}

/** A stand-in API that answers its first call 429 (Retry-After: 1), then one app. */
async function refusingOnce(): Promise<{ url: string; calls: () => number; close: () => Promise<void> }> {
  let calls = 0;
  const server = http.createServer((_request, response) => {
    calls += 1;
    if (calls === 1) {
      response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '1' });
      response.end(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many calls' } }));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ data: [{ name: 'Stand-in app' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('every example of docs/automation.md runs as written against the server', async ({ request }) => {
  test.setTimeout(120_000);
  const examples = await snippets();
  expect([...examples.keys()]).toEqual(SNIPPETS);
  const cwd = await mkdtemp(path.join(os.tmpdir(), 'fleetdeck-automation-'));
  try {
    const tag = runTag();
    const customer = await createCustomer(request, `Otto Ops ${tag}`);
    const base = { FLEETDECK_URL: E2E_BASE_URL };

    // 1. An organisation token, made with a session.
    const made = await run(
      examples.get('create-token')!,
      { ...base, FLEETDECK_EMAIL: customer.email, FLEETDECK_PASSWORD: customer.password },
      cwd,
    );
    const token = made.stdout.trim();
    expect(token).toMatch(/^fdo_[A-Za-z0-9]{36}$/);

    // 2. An app with 101 devices, all online now: two pages of 100.
    const app = await createAppApi(request, customer.auth.sessionToken, {
      name: `Fleet ${tag}`,
      platform: 'android',
      bundleId: `com.example.fleet.${tag}`,
    });
    const deviceIds = Array.from({ length: 101 }, (_, n) => `unit-${String(n).padStart(3, '0')}`);
    for (let start = 0; start < deviceIds.length; start += 20) {
      await Promise.all(
        deviceIds
          .slice(start, start + 20)
          .map((deviceId) => acceptedHeartbeat(request, app.appKey, { deviceId })),
      );
    }
    const env = { ...base, FLEETDECK_TOKEN: token, APP_ID: app.id };
    const offline = await run(examples.get('offline-devices')!, env, cwd);
    expect(offline.stdout).toBe('');
    const online = await run(examples.get('offline-devices')!, { ...env, STATUS: 'online' }, cwd);
    const lines = online.stdout.trim().split('\n');
    expect(lines.map((line) => line.split('\t')[0]).sort()).toEqual(deviceIds);
    expect(lines[0].split('\t')[1]).toMatch(/^\d{4}-\d\d-\d\dT/);

    // 3. A rotation with a day's grace: both keys are accepted, the new one is in the file.
    const rotated = await run(examples.get('rotate-key')!, env, cwd);
    expect(rotated.stdout).toContain('Rotated');
    const newKey = (await readFile(path.join(cwd, 'new-app-key.txt'), 'utf8')).trim();
    expect(newKey).not.toBe(app.appKey);
    expect(rotated.stdout + rotated.stderr).not.toContain(newKey);
    await acceptedHeartbeat(request, newKey, { deviceId: 'unit-new-key' });
    expect((await sendHeartbeat(request, app.appKey, { deviceId: 'unit-old-key' })).status()).toBe(202);
    const keys = await request.get(`/api/apps/${app.id}/keys`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const states = ((await keys.json()) as { data: { state: string }[] }).data.map((key) => key.state);
    expect(states.sort()).toEqual(['active', 'grace']);

    // 4. Against the server, then against a stand-in that refuses the first call with 429.
    const listed = await run(examples.get('retry-429')!, env, cwd);
    expect(listed.stdout.trim().split('\n')).toEqual([`Fleet ${tag}`]);
    const standIn = await refusingOnce();
    try {
      const waited = await run(examples.get('retry-429')!, { ...env, FLEETDECK_URL: standIn.url }, cwd);
      expect(waited.stdout.trim()).toBe('Stand-in app');
      expect(waited.stderr).toContain('Rate limited: waiting 1 s');
      expect(standIn.calls()).toBe(2);
    } finally {
      await standIn.close();
    }

    // 5. One app made, whose id is printed.
    const created = await run(examples.get('create-app')!, env, cwd);
    const appsAnswer = await request.get('/api/apps', { headers: { Authorization: `Bearer ${token}` } });
    const apps = ((await appsAnswer.json()) as { data: { id: string; name: string }[] }).data;
    expect(apps.filter((each) => each.name === 'Kiosk for Acme').map((each) => each.id)).toEqual([
      created.stdout.trim(),
    ]);
  } finally {
    await rm(cwd, { recursive: true, force: true });
  }
});
