/** @jest-environment node */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';

import { demoAdmin } from './demo-admin';

describe('demoAdmin', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fleetdeck-demo-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('uses the operator’s credentials when set', async () => {
    const env = { ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'their password' };
    expect(await demoAdmin(env, dataDir)).toEqual({
      email: 'ops@example.com',
      password: 'their password',
      generated: false,
    });
  });

  it('generates a password once and keeps it in the data folder', async () => {
    const first = await demoAdmin({}, dataDir);
    expect(first).toEqual({
      email: 'admin@example.com',
      password: expect.stringMatching(/^[\w-]{16}$/),
      generated: true,
    });
    const file = path.join(dataDir, 'demo-admin.txt');
    expect(await readFile(file, 'utf8')).toContain(first.password);
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect(await demoAdmin({}, dataDir)).toEqual(first);
  });

  it('keeps nothing for an in-memory database', async () => {
    const a = await demoAdmin({}, null);
    const b = await demoAdmin({}, null);
    expect(a.password).not.toBe(b.password);
  });
});
