import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { SCRATCH_PREFIX } from './paths';

const made: string[] = [];
let hooked = false;

/**
 * A fresh folder in the system temp folder (`/tmp/fd-bench-<label>-XXXXXX`), removed when the process
 * exits unless FLEETDECK_BENCH_KEEP=1 (to look at a database or a server log afterwards).
 */
export function scratchDir(label: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${SCRATCH_PREFIX}${label}-`));
  made.push(dir);
  if (!hooked) {
    hooked = true;
    process.on('exit', () => {
      if (process.env.FLEETDECK_BENCH_KEEP === '1') return;
      for (const folder of made) rmSync(folder, { recursive: true, force: true });
    });
  }
  return dir;
}
