/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';

import { register } from '@/instrumentation';
import { closeDb } from '@/lib/server/db/client';
import { lockDataDir } from '@/lib/server/db/data-dir-lock';
import { captureLog } from '@/test/server/log-capture';

jest.setTimeout(60_000);

/** Settings that were once read without a check, and the start-up line for a bad value of each. */
const NEWLY_CHECKED = {
  AUTH_API_URL: {
    value: 'auth.example.com',
    reason: 'must be an http(s) address like "https://api.example.com", got "auth.example.com"',
  },
  DASHBOARD_API_URL: {
    value: 'ftp://files.example.com',
    reason: 'must be an http(s) address like "https://api.example.com", got "ftp://files.example.com"',
  },
  LOG_FORMAT: { value: 'xml', reason: 'must be one of "json", "pretty", got "xml"' },
  LOG_LEVEL: {
    value: 'loud',
    reason: 'must be one of "trace", "debug", "info", "warn", "error", "fatal", "silent", got "loud"',
  },
  MAINTENANCE: { value: 'yes', reason: 'must be "on" or "off", got "yes"' },
};

describe('register', () => {
  beforeAll(() => {
    process.env.DATA_DIR = 'memory://';
  });

  afterEach(() => {
    jest.restoreAllMocks();
    [
      'NEXT_RUNTIME',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'LOGIN_RATE_LIMIT',
      'DATABASE_URL',
      ...Object.keys(NEWLY_CHECKED),
    ].forEach((name) => delete process.env[name]);
    process.env.DATA_DIR = 'memory://';
  });

  afterAll(async () => {
    await closeDb();
  });

  it('does nothing outside the Node.js runtime', async () => {
    const log = captureLog();
    process.env.NEXT_RUNTIME = 'edge';
    await register();
    expect(log.raw).toEqual([]);
  });

  it('prepares the database and the admin, and never logs the password', async () => {
    const log = captureLog();
    Object.assign(process.env, {
      NEXT_RUNTIME: 'nodejs',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'hunter2hunter2',
    });
    await register();
    expect(log.messages()).toEqual(['pglite database ready', 'admin ops@example.com: created']);
    expect(log.lines().every((line) => line.component === 'bootstrap')).toBe(true);
    expect(log.raw.join('')).not.toContain('hunter2');
  });

  it('stops the server with one line on an invalid setting, before opening the database', async () => {
    const { error, exit } = watchExit();
    Object.assign(process.env, { NEXT_RUNTIME: 'nodejs', LOGIN_RATE_LIMIT: 'often' });
    await register();
    expect(exit).toHaveBeenCalledWith(1);
    expect(error.messages()).toEqual([
      expect.stringMatching(/^invalid setting: LOGIN_RATE_LIMIT must look like "10\/15m"/),
    ]);
  });

  it.each(Object.entries(NEWLY_CHECKED))(
    'stops the server on an invalid %s too',
    async (name, { value, reason }) => {
      const { error, exit } = watchExit();
      Object.assign(process.env, { NEXT_RUNTIME: 'nodejs', [name]: value });
      await register();
      expect(exit).toHaveBeenCalledWith(1);
      expect(error.messages()).toEqual([`invalid setting: ${name} ${reason}`]);
    },
  );

  it('stops the server on admin credentials that break the account rules', async () => {
    const { error, exit } = watchExit();
    Object.assign(process.env, {
      NEXT_RUNTIME: 'nodejs',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'short',
    });
    await register();
    expect(exit).toHaveBeenCalledWith(1);
    expect(error.messages()).toEqual([
      'start-up failed: ADMIN_EMAIL / ADMIN_PASSWORD are not valid (password: minLength:8)',
    ]);
  });

  it('stays up when the database cannot be reached, saying why in one line', async () => {
    const { error, exit } = watchExit();
    await closeDb();
    Object.assign(process.env, {
      NEXT_RUNTIME: 'nodejs',
      DATABASE_URL: 'postgres://fleetdeck:secret@127.0.0.1:1/fleetdeck',
    });
    await expect(register()).resolves.toBeUndefined();
    expect(exit).not.toHaveBeenCalled();
    expect(error.messages()).toEqual([
      'The database is not available: connect ECONNREFUSED 127.0.0.1:1; serving anyway: ' +
        '/api/health answers 503 and each call tries again',
    ]);
    expect(error.raw.join('')).not.toContain('secret');
  });

  it('stops the server when another process holds DATA_DIR', async () => {
    const { error, exit } = watchExit();
    await closeDb();
    const dir = await mkdtemp(path.join(tmpdir(), 'fleetdeck-start-'));
    const release = await lockDataDir(dir);
    try {
      Object.assign(process.env, { NEXT_RUNTIME: 'nodejs', DATA_DIR: dir });
      await register();
      expect(exit).toHaveBeenCalledWith(1);
      expect(error.messages()).toEqual([
        `start-up failed: The database is not available: DATA_DIR ${dir} is in use by ` +
          `process ${process.pid}; stop it or use DATABASE_URL`,
      ]);
    } finally {
      await release();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** The server's log and process.exit, silenced and recorded. */
function watchExit() {
  const error = captureLog();
  const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  return { error, exit };
}
