/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from '@jest/globals';

import { applyBuiltConfig, STANDALONE_CONFIG_VARIABLE } from './built-config';

/**
 * The guard of the one Next.js internal `npm start` relies on to skip next.config.mjs: if an upgrade of
 * Next.js renames or drops the variable, these fail (docs/architecture.md, "Next.js internals").
 */
describe('the build’s configuration handed to Next.js as its standalone server does', () => {
  const saved = process.env[STANDALONE_CONFIG_VARIABLE];
  const dirs: string[] = [];
  afterEach(() => {
    if (saved === undefined) delete process.env[STANDALONE_CONFIG_VARIABLE];
    else process.env[STANDALONE_CONFIG_VARIABLE] = saved;
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function folder(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'fd-built-config-'));
    dirs.push(dir);
    return dir;
  }

  it("is what Next.js's own standalone server.js sets", () => {
    // The template `next build` writes <distDir>/standalone/server.js from.
    const template = readFileSync(require.resolve('next/dist/build/utils.js'), 'utf8');
    expect(template).toContain(`process.env.${STANDALONE_CONFIG_VARIABLE} = JSON.stringify(nextConfig)`);
  });

  it('is the configuration Next.js runs with, next.config.mjs left unread', async () => {
    const dir = folder();
    // A configuration file Next.js must not load: it throws.
    writeFileSync(path.join(dir, 'next.config.mjs'), "throw new Error('next.config.mjs was loaded');\n");
    const built = { distDir: '.next-built', output: 'standalone', poweredByHeader: false, marker: 'built' };
    writeFileSync(
      path.join(dir, 'required-server-files.json'),
      JSON.stringify({ version: 1, config: built, files: [] }),
    );
    applyBuiltConfig(dir);
    expect(JSON.parse(process.env[STANDALONE_CONFIG_VARIABLE] ?? 'null')).toEqual(built);

    const { default: loadConfig } = await import('next/dist/server/config');
    const { PHASE_PRODUCTION_SERVER } = await import('next/dist/shared/lib/constants');
    const config = (await loadConfig(PHASE_PRODUCTION_SERVER, dir, { silent: true })) as unknown;
    expect(config).toMatchObject(built);
  });

  it('leaves Next.js to say so when there is no build', () => {
    delete process.env[STANDALONE_CONFIG_VARIABLE];
    applyBuiltConfig(folder());
    expect(process.env[STANDALONE_CONFIG_VARIABLE]).toBeUndefined();
  });
});
