/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from '@jest/globals';

/**
 * Next.js, React and the custom server's compression stay at versions that fix every published
 * advisory (ASVS 15.2.1). `npm run audit:prod` asks the registry about new ones in CI; this test keeps
 * the known ones from coming back offline: the installed versions and the lowest versions
 * package.json allows must be at or above the fixed release of the line in use. The Server Components advisories are in React's react-server-dom-*
 * packages, released with the React versions below; the App Router runs the copy Next.js ships inside
 * itself, so the Next.js version is what covers them on the server.
 */
const FIXED_IN: Record<string, { advisory: string; version: string }[]> = {
  next: [
    { advisory: 'CVE-2025-29927, middleware bypass with x-middleware-subrequest', version: '15.2.3' },
    {
      advisory: 'CVE-2025-66478 (React CVE-2025-55182), Server Components remote code execution',
      version: '16.0.7',
    },
    {
      advisory: 'CVE-2025-55183, CVE-2025-55184, CVE-2025-67779, source exposure and denial of service',
      version: '16.0.10',
    },
    { advisory: 'CVE-2026-23869, Server Components denial of service', version: '16.2.3' },
    {
      advisory:
        'May 2026 release: CVE-2026-44575 segment-prefetch middleware bypass, CVE-2026-44578 SSRF and others',
      version: '16.2.6',
    },
  ],
  react: [
    { advisory: 'CVE-2025-55182, Server Components remote code execution', version: '19.2.1' },
    { advisory: 'CVE-2025-55184, CVE-2025-67779, Server Components denial of service', version: '19.2.3' },
    { advisory: 'CVE-2026-23870, Server Components denial of service', version: '19.2.6' },
  ],
};
FIXED_IN['react-dom'] = FIXED_IN.react;
// The custom server's compression (custom-server/next-answers.ts) writes the response headers through on-headers.
FIXED_IN['on-headers'] = [{ advisory: 'CVE-2025-7339, response header manipulation', version: '1.1.0' }];
FIXED_IN.compression = [{ advisory: 'CVE-2025-7339 (its on-headers)', version: '1.8.1' }];

function parse(version: string): number[] {
  const match = /(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error(`Not a version: ${version}`);
  return match.slice(1, 4).map(Number);
}

function atLeast(version: string, minimum: string): boolean {
  const [a, b] = [parse(version), parse(minimum)];
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8')) as Record<string, unknown>;
}

const manifest = readJson('package.json') as { dependencies: Record<string, string> };

describe.each(Object.keys(FIXED_IN))('%s', (name) => {
  const installed = (readJson(`node_modules/${name}/package.json`) as { version: string }).version;
  const range = manifest.dependencies[name];

  it.each(FIXED_IN[name])('is installed and required at a version that fixes $advisory', ({ version }) => {
    expect({ installed, fixed: atLeast(installed, version) }).toEqual({ installed, fixed: true });
    // `^x.y.z` or `~x.y.z` or an exact version: its lowest version must be fixed too.
    expect(range).toMatch(/^[~^]?\d+\.\d+\.\d+$/);
    expect({ range, fixed: atLeast(range, version) }).toEqual({ range, fixed: true });
  });
});
