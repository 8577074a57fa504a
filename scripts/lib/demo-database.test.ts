/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';

import { serverConfig } from '@/lib/server/config';

import { requireLastingDatabase } from './demo-database';

describe('requireLastingDatabase', () => {
  afterEach(() => {
    delete process.env.DATA_DIR;
    delete process.env.DATABASE_URL;
  });

  it('refuses an in-memory database, which would be gone before the console opens it', () => {
    process.env.DATA_DIR = 'memory://';
    expect(() => requireLastingDatabase(serverConfig(), 'npm run demo')).toThrow(
      'DATA_DIR=memory:// keeps the database inside one process, so what npm run demo adds would be gone',
    );
  });

  it('takes a data folder or a PostgreSQL server', () => {
    process.env.DATA_DIR = '/tmp/fleetdeck-demo';
    expect(() => requireLastingDatabase(serverConfig(), 'npm run demo')).not.toThrow();
    process.env.DATA_DIR = 'memory://';
    process.env.DATABASE_URL = 'postgres://db.internal/fleetdeck';
    expect(() => requireLastingDatabase(serverConfig(), 'npm run seed:demo')).not.toThrow();
  });
});
