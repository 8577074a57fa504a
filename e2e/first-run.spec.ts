import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { freePort } from '../scripts/lib/temp-postgres';

/**
 * A first run prints only what a user should act on: `npm run demo` on a fresh data folder, up to its
 * "how to sign in" lines, says nothing about Node.js versions, install scripts, `next start` and
 * `output: standalone`, or deprecated file conventions (docs/operations.md, "Settings" says what it reads).
 */
const NOISE = [/EBADENGINE/, /allowScripts/, /"next start" does not work/, /deprecated/i];

test('npm run demo starts without warnings a user cannot act on', async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetdeck-first-run-'));
  const port = await freePort();
  const demo = spawn('npm', ['run', 'demo'], {
    env: {
      ...process.env,
      HOSTNAME: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_SIMULATED_DEVICES: '0',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  demo.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  demo.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect
      .poll(() => (demo.exitCode === null ? output : `exited: ${output}`), { timeout: 150_000 })
      .toContain('Press Ctrl+C to stop.');
    expect(output).toContain(`Fleetdeck is running at http://127.0.0.1:${port}`);
    const noise = output.split('\n').filter((line) => NOISE.some((pattern) => pattern.test(line)));
    expect(noise).toEqual([]);
  } finally {
    // The demo and the server it started are one process group.
    if (demo.exitCode === null) process.kill(-demo.pid!, 'SIGINT');
    await new Promise((resolve) => (demo.exitCode === null ? demo.once('exit', resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
