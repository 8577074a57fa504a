/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';

import { findByEmail } from '@/lib/server/auth/users';
import { bootstrap } from '@/lib/server/start-up';
import { captureLog } from '@/test/server/log-capture';
import { uniqueEmail, setupTestDatabase } from '@/test/server/support';

setupTestDatabase();

describe('bootstrap', () => {
  afterEach(() => {
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
    jest.restoreAllMocks();
  });

  it('migrates and skips the admin when it is not configured', async () => {
    expect(await bootstrap()).toEqual({
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      admin: null,
    });
  });

  it('warns when only one admin variable is set', async () => {
    const log = captureLog();
    process.env.ADMIN_EMAIL = uniqueEmail('ops');
    expect((await bootstrap()).admin).toBeNull();
    log.restore();
    expect(log.messages()).toEqual([expect.stringContaining('ADMIN_PASSWORD')]);
    expect(await findByEmail(process.env.ADMIN_EMAIL)).toBeNull();
  });

  it('makes sure the admin exists, any number of times', async () => {
    const email = uniqueEmail('ops');
    process.env.ADMIN_EMAIL = email;
    process.env.ADMIN_PASSWORD = 'operator password';
    expect((await bootstrap()).admin).toEqual({ email, outcome: 'created' });
    expect((await bootstrap()).admin).toEqual({ email, outcome: 'unchanged' });
    expect((await findByEmail(email))?.role).toBe('admin');
  });

  it('refuses admin credentials that break the account rules', async () => {
    process.env.ADMIN_EMAIL = 'not-an-email';
    process.env.ADMIN_PASSWORD = 'short';
    await expect(bootstrap()).rejects.toThrow(
      'ADMIN_EMAIL / ADMIN_PASSWORD are not valid (email: email, password: minLength:8)',
    );
  });

  it('refuses a common admin password, as it refuses anyone’s', async () => {
    process.env.ADMIN_EMAIL = 'ops@example.com';
    process.env.ADMIN_PASSWORD = 'Password123';
    await expect(bootstrap()).rejects.toThrow(
      'ADMIN_EMAIL / ADMIN_PASSWORD are not valid (password: commonPassword)',
    );
  });
});
