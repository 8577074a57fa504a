/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from '@jest/globals';

import { embeddedStorageProblem } from '@/lib/server/storage-check';

const root = mkdtempSync(path.join(tmpdir(), 'fd-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const pglite = (dataDir: string | null) => ({ database: { kind: 'pglite' as const, dataDir } });

describe('embeddedStorageProblem', () => {
  it('has nothing to say about a writable DATA_DIR, memory or PostgreSQL', async () => {
    expect(await embeddedStorageProblem(pglite(path.join(root, 'data')), {})).toBeNull();
    expect(await embeddedStorageProblem(pglite(null), { VERCEL: '1' })).toBeNull();
    const postgres = { database: { kind: 'postgres' as const, url: 'postgres://x' } };
    expect(await embeddedStorageProblem(postgres, { VERCEL: '1' })).toBeNull();
  });

  it('asks for DATABASE_URL on a serverless platform', async () => {
    expect(await embeddedStorageProblem(pglite(path.join(root, 'data')), { VERCEL: '1' })).toBe(
      'this is a serverless deployment (Vercel), whose files do not last: set DATABASE_URL to a PostgreSQL server',
    );
  });

  it('asks for DATABASE_URL when DATA_DIR cannot be written', async () => {
    // A folder that cannot be made (a file is in the way), as on a read-only file system, even as root.
    const blocker = path.join(root, 'blocker');
    writeFileSync(blocker, '');
    expect(await embeddedStorageProblem(pglite(path.join(blocker, 'data')), {})).toBe(
      `DATA_DIR ${path.join(blocker, 'data')} cannot be written (ENOTDIR: a read-only file system?): ` +
        'set DATABASE_URL to a PostgreSQL server',
    );
  });
});
