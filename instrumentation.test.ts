/** @jest-environment node */
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';

import { register } from '@/instrumentation';
import { closeDb } from '@/lib/server/db/client';

jest.setTimeout(60_000);

describe('register', () => {
  beforeAll(() => {
    process.env.DATA_DIR = 'memory://';
  });

  afterEach(() => {
    jest.restoreAllMocks();
    ['NEXT_RUNTIME', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'].forEach((name) => delete process.env[name]);
  });

  afterAll(async () => {
    await closeDb();
  });

  it('does nothing outside the Node.js runtime', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    process.env.NEXT_RUNTIME = 'edge';
    await register();
    expect(log).not.toHaveBeenCalled();
  });

  it('prepares the database and the admin, and never logs the password', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    Object.assign(process.env, {
      NEXT_RUNTIME: 'nodejs',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'hunter2hunter2',
    });
    await register();
    const lines = log.mock.calls.map((call) => call.join(' '));
    expect(lines).toEqual([
      '[bootstrap] pglite database ready',
      '[bootstrap] admin ops@example.com: created',
    ]);
    expect(lines.join('\n')).not.toContain('hunter2');
  });

  it('logs a failed start-up instead of throwing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(process.env, {
      NEXT_RUNTIME: 'nodejs',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'short',
    });
    await expect(register()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('[bootstrap] start-up failed:', expect.any(Error));
  });
});
