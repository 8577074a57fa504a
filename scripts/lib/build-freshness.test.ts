/** @jest-environment node */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';

import { needsBuild, newestMtime } from './build-freshness';

const at = (seconds: number) => new Date(seconds * 1000);

async function file(root: string, name: string, seconds: number): Promise<void> {
  const target = path.join(root, name);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, name);
  await utimes(target, at(seconds), at(seconds));
}

describe('needsBuild', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'fleetdeck-build-'));
    await file(root, 'app/page.tsx', 100);
    await file(root, 'lib/deep/nested/util.ts', 200);
    await file(root, 'package.json', 50);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('finds the newest file in nested folders', async () => {
    expect(await newestMtime(path.join(root, 'lib'))).toBe(200_000);
    expect(await newestMtime(path.join(root, 'missing'))).toBe(0);
  });

  it('is true without a build', async () => {
    expect(await needsBuild(root)).toBe(true);
  });

  it('is false when the build is newer than every source', async () => {
    await file(root, '.next/BUILD_ID', 300);
    await file(root, 'dist/server.js', 300);
    expect(await needsBuild(root)).toBe(false);
  });

  it('is true without the custom server', async () => {
    await file(root, '.next/BUILD_ID', 300);
    expect(await needsBuild(root)).toBe(true);
  });

  it('is true when a source changed after the build', async () => {
    await file(root, '.next/BUILD_ID', 300);
    await file(root, 'lib/deep/nested/util.ts', 400);
    expect(await needsBuild(root)).toBe(true);
  });

  it('ignores changed tests', async () => {
    await file(root, '.next/BUILD_ID', 300);
    await file(root, 'dist/server.js', 300);
    await file(root, 'lib/deep/nested/util.test.ts', 400);
    expect(await needsBuild(root)).toBe(false);
  });
});
