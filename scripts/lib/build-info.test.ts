/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildCommit, buildVersion } from './build-info.mjs';

let dir: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim();
const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'fd-build-info-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('buildVersion', () => {
  it('is package.json’s version, without npm’s environment', () => {
    write('package.json', JSON.stringify({ name: 'x', version: '2.3.4' }));
    expect(buildVersion(dir)).toBe('2.3.4');
    expect(buildVersion()).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
  });
});

describe('buildCommit', () => {
  function checkout() {
    git('init', '-q');
    write('tsconfig.json', '{}\n');
    write('page.tsx', 'export {};\n');
    git('add', '.');
    git('commit', '-q', '-m', 'first');
    return git('rev-parse', '--short', 'HEAD');
  }

  it('takes BUILD_COMMIT first, shortened', () => {
    checkout();
    expect(buildCommit({ env: { BUILD_COMMIT: '0123456789abcdef0123' }, cwd: dir })).toBe('0123456789ab');
  });

  it('is HEAD, marked dirty when a tracked file differs, but not for files the build rewrites', () => {
    const head = checkout();
    expect(buildCommit({ env: {}, cwd: dir })).toBe(head);

    // `next build` adds its types folders to tsconfig.json; untracked files are not the build's source.
    write('tsconfig.json', '{ "include": [".next-e2e/types/**/*.ts"] }\n');
    write('new-file.ts', 'export {};\n');
    expect(buildCommit({ env: {}, cwd: dir })).toBe(head);

    write('page.tsx', 'export const changed = true;\n');
    expect(buildCommit({ env: {}, cwd: dir })).toBe(`${head}-dirty`);
  });

  it('falls back to Vercel’s commit outside a checkout, else to nothing', () => {
    expect(buildCommit({ env: { VERCEL_GIT_COMMIT_SHA: 'fedcba9876543210fedc' }, cwd: dir })).toBe(
      'fedcba987654',
    );
    expect(buildCommit({ env: {}, cwd: dir })).toBe('');
  });
});
