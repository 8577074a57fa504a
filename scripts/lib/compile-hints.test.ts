/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs';

const ROUTE_MANIFEST = `globalThis.__RSC_MANIFEST = (globalThis.__RSC_MANIFEST || {});
globalThis.__RSC_MANIFEST["/(app)/online-devices/page"] = {"moduleLoading":{"prefix":"/_next/"},"entryJSFiles":{"[project]/app/layout":["static/chunks/layout.js"],"[project]/app/(app)/online-devices/page":["static/chunks/layout.js","static/chunks/page.js"]},"clientModules":{"x":{"chunks":["static/chunks/editor.js"]}}};`;

let dist: string;
const chunk = (name: string) => path.join(dist, 'static', 'chunks', name);
const read = (file: string) => readFileSync(file, 'utf8');

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'fd-compile-hints-'));
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  mkdirSync(path.join(dist, 'server', 'app', '(app)', 'online-devices'), { recursive: true });
  writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({
      rootMainFiles: ['static/chunks/react.js'],
      polyfillFiles: ['static/chunks/polyfills.js'],
    }),
  );
  writeFileSync(
    path.join(dist, 'server', 'app', '(app)', 'online-devices', 'page_client-reference-manifest.js'),
    ROUTE_MANIFEST,
  );
  for (const name of ['react.js', 'layout.js', 'page.js', 'editor.js', 'polyfills.js']) {
    writeFileSync(chunk(name), `console.log(${JSON.stringify(name)});\n`);
  }
  writeFileSync(chunk('page.js.map'), JSON.stringify({ version: 3, sources: ['p.ts'], mappings: 'AAAA' }));
  writeFileSync(
    chunk('layout.js.map'),
    JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: { mappings: 'AAAA' } }] }),
  );
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

it('marks the runtime and every route entry chunk, and leaves scripts loaded later as they were', async () => {
  await expect(addCompileHints(dist)).resolves.toEqual([
    'static/chunks/layout.js',
    'static/chunks/page.js',
    'static/chunks/react.js',
  ]);

  expect(read(chunk('react.js'))).toBe(`${COMPILE_HINT}console.log("react.js");\n`);
  expect(read(chunk('page.js'))).toBe(`${COMPILE_HINT}console.log("page.js");\n`);
  // Fetched on demand (a client module's own chunk) or never in a modern browser (polyfills).
  expect(read(chunk('editor.js'))).toBe('console.log("editor.js");\n');
  expect(read(chunk('polyfills.js'))).toBe('console.log("polyfills.js");\n');
});

it('moves the source maps down by the added line, so they still point at the right code', async () => {
  await addCompileHints(dist);

  expect(JSON.parse(read(chunk('page.js.map'))).mappings).toBe(';AAAA');
  expect(JSON.parse(read(chunk('layout.js.map'))).sections[0].offset).toEqual({ line: 1, column: 0 });
});

it('finds a map by the script’s sourceMappingURL, as Turbopack names its maps after their own hash', async () => {
  writeFileSync(chunk('react.js'), 'console.log("react.js");\n//# sourceMappingURL=0abc123.js.map');
  writeFileSync(chunk('0abc123.js.map'), JSON.stringify({ version: 3, sources: ['r.ts'], mappings: 'AAAA' }));
  await addCompileHints(dist);

  expect(JSON.parse(read(chunk('0abc123.js.map'))).mappings).toBe(';AAAA');
});

it('changes nothing when run a second time', async () => {
  await addCompileHints(dist);
  const before = ['react.js', 'page.js', 'page.js.map', 'layout.js.map'].map((name) => read(chunk(name)));

  await expect(addCompileHints(dist)).resolves.toEqual([]);
  expect(['react.js', 'page.js', 'page.js.map', 'layout.js.map'].map((name) => read(chunk(name)))).toEqual(
    before,
  );
});

/**
 * The guard of what the hints rely on in Next.js's build output: an upgrade that renames or reshapes it
 * fails the build, loudly, instead of leaving every page without the hint.
 */
describe("when Next.js's build output changes", () => {
  it('stops the build without rootMainFiles', async () => {
    writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ polyfillFiles: [] }));
    await expect(addCompileHints(dist)).rejects.toThrow(/no rootMainFiles/);
  });

  it('stops the build without client reference manifests', async () => {
    rmSync(path.join(dist, 'server'), { recursive: true, force: true });
    await expect(addCompileHints(dist)).rejects.toThrow(/no \*_client-reference-manifest\.js/);
  });

  it('stops the build when a manifest no longer sets __RSC_MANIFEST with entryJSFiles', async () => {
    const manifest = path.join(
      dist,
      'server',
      'app',
      '(app)',
      'online-devices',
      'page_client-reference-manifest.js',
    );
    writeFileSync(manifest, ROUTE_MANIFEST.replaceAll('__RSC_MANIFEST', '__RSC_CLIENT_MANIFEST'));
    await expect(addCompileHints(dist)).rejects.toThrow(/sets no globalThis.__RSC_MANIFEST entry/);
    writeFileSync(manifest, ROUTE_MANIFEST.replace('"entryJSFiles"', '"entryFiles"'));
    await expect(addCompileHints(dist)).rejects.toThrow(/has no entryJSFiles/);
  });

  it('stops the build when a named script is not where the build puts scripts', async () => {
    rmSync(chunk('page.js'));
    await expect(addCompileHints(dist)).rejects.toThrow(
      /static\/chunks\/page.js is named but not in the build/,
    );
  });
});
