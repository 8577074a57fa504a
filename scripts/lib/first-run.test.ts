/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from '@jest/globals';
import semver from 'semver';

/**
 * `npm install`, the first step of a first run, prints only what a user should act on: no package asks
 * for a Node.js that package.json's `engines` accepts and it does not (npm's EBADENGINE warnings), and every
 * package with an install script is allowed or denied in `allowScripts` (npm 11 lists the others).
 * Read from the lockfile, which is what `npm install` installs.
 */
interface LockedPackage {
  engines?: { node?: string } | string[];
  hasInstallScript?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
}

const root = process.cwd();
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

/** The installed packages of this platform: optional ones built for another are left out by npm. */
const installed = Object.entries(lock.packages)
  .filter(([location]) => location.startsWith('node_modules/'))
  .filter(
    ([, entry]) =>
      !entry.optional ||
      ((!entry.os || entry.os.includes(process.platform)) &&
        (!entry.cpu || entry.cpu.includes(process.arch))),
  )
  .map(([location, entry]) => ({ name: location.replace(/^.*node_modules\//, ''), entry }));

describe('a first npm install', () => {
  it('installs no package that asks for a Node.js outside the versions engines accepts', () => {
    const outside = installed
      .map(({ name, entry }) => ({
        name,
        node: Array.isArray(entry.engines) ? undefined : entry.engines?.node,
      }))
      .filter(({ node }) => node && !semver.subset(manifest.engines.node, node))
      .map(({ name, node }) => `${name} needs node ${node}`);
    expect(outside).toEqual([]);
  });

  it('leaves no install script unreviewed in allowScripts', () => {
    const reviewed = Object.keys(manifest.allowScripts ?? {}).map((key) => key.replace(/(.)@.*$/, '$1'));
    const unreviewed = installed
      .filter(({ name, entry }) => entry.hasInstallScript && !reviewed.includes(name))
      .map(({ name }) => name);
    expect(unreviewed).toEqual([]);
  });
});
