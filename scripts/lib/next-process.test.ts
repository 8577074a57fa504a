/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';

import { runLogged } from './next-process';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'fd-run-logged-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A script that prints a notice to each stream, then exits with `code`. */
function noisyScript(code: number): string {
  const file = path.join(dir, 'noisy.js');
  writeFileSync(
    file,
    `console.log('Route (app) table');\nconsole.error('⚠ The "middleware" file convention is deprecated');\nprocess.exit(${code});\n`,
  );
  return file;
}

describe('runLogged (the demo build)', () => {
  it('writes what the command prints to the log, and nothing to the terminal', async () => {
    const log = path.join(dir, 'build.log');
    const write = jest.spyOn(process.stdout, 'write');
    await runLogged([noisyScript(0)], process.env, log);
    expect(write).not.toHaveBeenCalled();
    write.mockRestore();
    expect(readFileSync(log, 'utf8')).toContain('Route (app) table');
    expect(readFileSync(log, 'utf8')).toContain('deprecated');
  });

  it('throws with the log’s last lines and where the log is when the command fails', async () => {
    const log = path.join(dir, 'build.log');
    await expect(runLogged([noisyScript(3)], process.env, log)).rejects.toThrow(
      /deprecated[\s\S]*exit code 3; the whole output is in .*build\.log/,
    );
  });
});
