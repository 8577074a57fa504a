/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';

import { LOCK_FILE, lockDataDir } from '@/lib/server/db/data-dir-lock';

/** A process that is alive until killed, or one that has already exited: its pid is free. */
function otherProcess(alive: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', alive ? 'setInterval(() => {}, 1000)' : ''], {
    stdio: 'ignore',
  });
  return new Promise((resolve) => {
    if (alive) child.once('spawn', () => resolve(child));
    else child.once('exit', () => resolve(child));
  });
}

describe('lockDataDir', () => {
  let dir: string;
  let lockFile: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fleetdeck-lock-'));
    lockFile = path.join(dir, LOCK_FILE);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('lets one opener in at a time and names the holder to the next', async () => {
    const release = await lockDataDir(dir);
    expect(await readFile(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    await expect(lockDataDir(dir)).rejects.toThrow(
      `DATA_DIR ${dir} is in use by process ${process.pid}; stop it or use DATABASE_URL`,
    );
    await release();
    await expect(readFile(lockFile)).rejects.toMatchObject({ code: 'ENOENT' });
    await (
      await lockDataDir(dir)
    )();
  });

  it('refuses a folder that another live process holds', async () => {
    const holder = await otherProcess(true);
    try {
      await writeFile(lockFile, `${holder.pid}\n`);
      await expect(lockDataDir(dir)).rejects.toThrow(`is in use by process ${holder.pid}`);
      expect(await readFile(lockFile, 'utf8')).toBe(`${holder.pid}\n`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock whose process has gone, or that holds no process id', async () => {
    const gone = await otherProcess(false);
    for (const stale of [`${gone.pid}\n`, '', 'garbage']) {
      await writeFile(lockFile, stale);
      const release = await lockDataDir(dir);
      expect(await readFile(lockFile, 'utf8')).toBe(`${process.pid}\n`);
      await release();
    }
  });

  it('creates the folder when it does not exist yet', async () => {
    const nested = path.join(dir, 'new', 'data');
    const release = await lockDataDir(nested);
    expect(await readFile(path.join(nested, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    await release();
  });
});
