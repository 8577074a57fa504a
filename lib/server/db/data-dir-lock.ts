import 'server-only';

import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

import { DataDirInUseError } from '@/lib/server/db/errors';

/**
 * One process at a time per embedded database folder. PGlite takes no lock of its own: two processes
 * on one DATA_DIR each keep their own copy in memory and overwrite each other's writes (rows are
 * lost), or fail to start when they open it at once. The lock is a file in DATA_DIR holding the
 * owner's process id, created exclusively; one whose process has gone (killed, machine restarted) is
 * taken over. It is removed when the database is closed or the process exits.
 */
export const LOCK_FILE = 'db.lock';

// The folders this process holds, on globalThis like the database itself (lib/server/db/client.ts):
// a second opener in this process is refused too, while a lock naming this process's id that it does
// not hold is a previous life's (a container restarted with the same pid).
const store = globalThis as typeof globalThis & { __fleetdeckDataDirLocks?: Set<string> };
const held = (store.__fleetdeckDataDirLocks ??= new Set<string>());

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ownerOf(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : 0;
}

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/**
 * Removes a stale lock, safely against another process doing the same at the same moment: the file is
 * first moved aside, and if what was moved is not the stale lock read before (the other process has
 * just taken the folder), it is put back.
 */
async function removeStale(file: string, stale: number): Promise<void> {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await rename(file, aside);
  } catch (error) {
    if (code(error) === 'ENOENT') return;
    throw error;
  }
  if ((await ownerOf(aside)) !== stale) await link(aside, file).catch(() => undefined);
  await unlink(aside).catch(() => undefined);
}

async function createLock(dataDir: string, file: string): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      try {
        await handle.writeFile(`${process.pid}\n`);
      } finally {
        await handle.close();
      }
      return;
    } catch (error) {
      if (code(error) !== 'EEXIST') throw error;
    }
    const owner = await ownerOf(file);
    if (owner === null) continue; // Released meanwhile.
    if (owner > 0 && owner !== process.pid && processAlive(owner)) {
      throw new DataDirInUseError(dataDir, owner);
    }
    // A lock being written reads empty for a moment; one left empty (or unreadable) for good is stale.
    if (owner === 0 && attempt < 3) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    await removeStale(file, owner);
  }
  throw new Error(`Could not take the lock ${file}`);
}

/**
 * Takes the lock of `dataDir` (created if missing) or throws DataDirInUseError naming the process that
 * holds it. Resolves to the function that releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const folder = path.resolve(dataDir);
  const file = path.join(folder, LOCK_FILE);
  if (held.has(file)) throw new DataDirInUseError(dataDir, process.pid);
  held.add(file);
  try {
    await mkdir(folder, { recursive: true });
    await createLock(dataDir, file);
  } catch (error) {
    held.delete(file);
    throw error;
  }
  // The 'exit' handlers must be synchronous. A process killed outright leaves the file, which the
  // next opener finds stale.
  const releaseOnExit = () => {
    try {
      if (Number(readFileSync(file, 'utf8').trim()) === process.pid) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  process.once('exit', releaseOnExit);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    process.off('exit', releaseOnExit);
    if ((await ownerOf(file)) === process.pid) await unlink(file).catch(() => undefined);
    held.delete(file);
  };
}
