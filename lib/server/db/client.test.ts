/** @jest-environment node */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { sql } from 'drizzle-orm';

import { closeDb, getDb } from '@/lib/server/db/client';
import { LOCK_FILE, lockDataDir } from '@/lib/server/db/data-dir-lock';
import { DatabaseUnavailableError } from '@/lib/server/db/errors';
import { contactMessages } from '@/lib/server/db/schema';

// Each test opens a database, which takes seconds when test files run in parallel.
jest.setTimeout(60_000);

describe('getDb', () => {
  afterEach(async () => {
    await closeDb();
    delete process.env.DATABASE_URL;
  });

  it('opens one migrated database per process, however many ask at once', async () => {
    process.env.DATA_DIR = 'memory://';
    const [first, second] = await Promise.all([getDb(), getDb()]);
    expect(second).toBe(first);
    const result = (await first.execute(sql`select count(*)::int as n from users`)) as { rows: unknown[] };
    expect(result.rows).toEqual([{ n: 0 }]);
  });

  it('keeps data in DATA_DIR across a close and a reopen', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fleetdeck-db-'));
    try {
      process.env.DATA_DIR = dir;
      await (
        await getDb()
      )
        .insert(contactMessages)
        .values({ name: 'Ann', email: 'ann@example.com', message: 'Hi' });
      await closeDb();
      const rows = await (await getDb()).select().from(contactMessages);
      expect(rows.map((row) => row.message)).toEqual(['Hi']);
    } finally {
      await closeDb();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('holds DATA_DIR against other openers while open, and lets go of it when closed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fleetdeck-db-'));
    try {
      process.env.DATA_DIR = dir;
      await getDb();
      expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
      // A second handle on the same folder (another process, or this one) is refused with the reason.
      await expect(lockDataDir(dir)).rejects.toThrow(
        `DATA_DIR ${dir} is in use by process ${process.pid}; stop it or use DATABASE_URL`,
      );
      await closeDb();
      await expect(readFile(path.join(dir, LOCK_FILE))).rejects.toMatchObject({ code: 'ENOENT' });

      const release = await lockDataDir(dir);
      const refused = await getDb().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DatabaseUnavailableError);
      expect((refused as Error).message).toBe(
        `The database is not available: DATA_DIR ${dir} is in use by process ${process.pid}; ` +
          'stop it or use DATABASE_URL',
      );
      await release();
      await expect(getDb()).resolves.toBeDefined();
    } finally {
      await closeDb();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reports an unreachable PostgreSQL server as unavailable, and tries again on the next call', async () => {
    process.env.DATABASE_URL = 'postgres://nobody:secret@127.0.0.1:1/none';
    const refused = await getDb().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseUnavailableError);
    // The reason, for scripts and the start-up log, but never the password.
    expect((refused as Error).message).toBe(
      'The database is not available: connect ECONNREFUSED 127.0.0.1:1',
    );
    process.env.DATA_DIR = 'memory://';
    delete process.env.DATABASE_URL;
    await expect(getDb()).resolves.toBeDefined();
  });
});
