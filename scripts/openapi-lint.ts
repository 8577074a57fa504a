/**
 * `npm run lint:openapi` (part of `npm test`): writes the API's OpenAPI document (the one GET
 * /api/openapi.json answers, lib/api/openapi/document.ts) to a temporary file and lints it with
 * Redocly's CLI under redocly.yaml (its `recommended` rules): any error fails the run, and so does a
 * warning, so that the document stays clean rather than collecting them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createOpenApiDocument } from '@/lib/api/openapi/document';

const root = path.resolve(__dirname, '..');
const folder = mkdtempSync(path.join(os.tmpdir(), 'fleetdeck-openapi-'));
const file = path.join(folder, 'openapi.json');
try {
  writeFileSync(file, `${JSON.stringify(createOpenApiDocument(), null, 2)}\n`);
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'redocly'),
    ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--max-problems', '1000'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      // No telemetry and no update check: CI runs offline, and the run should not call out.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  const output = `${result.stdout}${result.stderr}`;
  process.stdout.write(output);
  const warnings = /You have (\d+) warnings?/.exec(output);
  if (result.status !== 0) process.exitCode = result.status ?? 1;
  else if (warnings && Number(warnings[1]) > 0) {
    console.error(`openapi-lint: ${warnings[1]} warning(s); fix them in lib/api/openapi/.`);
    process.exitCode = 1;
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
