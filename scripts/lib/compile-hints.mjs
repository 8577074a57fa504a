import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';

/**
 * V8's explicit compile hint (Chromium 136 and later): a script that starts with this comment has all
 * its functions compiled at once, on a background thread while it streams in, instead of each one on
 * the main thread the first time it is called. Only for scripts whose code runs on load: compiling
 * code that may never run (the guide's editor) would waste time and memory. To other browsers it is
 * only a comment. The scripts change after Next.js has named them, so a build with subresource
 * integrity (`experimental.sri`, which this project does not use) would need its hashes made again.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const CLIENT_MANIFEST_SUFFIX = '_client-reference-manifest.js';

/** The routes' client reference manifests: `globalThis.__RSC_MANIFEST[route] = {...}` scripts. */
async function clientReferenceManifests(appDir) {
  const names = await readdir(appDir, { recursive: true }).catch(() => []);
  return names.filter((name) => name.endsWith(CLIENT_MANIFEST_SUFFIX)).map((name) => path.join(appDir, name));
}

/**
 * What the scripts are read from is Next.js's own build output, not a documented interface: the build
 * manifest's `rootMainFiles` and each app route's client reference manifest, a script that sets
 * `globalThis.__RSC_MANIFEST[route].entryJSFiles`. When an upgrade of Next.js changes either, the
 * build stops here, saying what it no longer found (docs/architecture.md, "Next.js internals"),
 * instead of shipping pages without the hint unnoticed.
 */
function changed(what) {
  return new Error(
    `compile hints: ${what}; Next.js's build output has changed (scripts/lib/compile-hints.mjs)`,
  );
}

/**
 * The scripts a first visit to any page loads at once (paths relative to the build folder): Next.js'
 * runtime and React (`rootMainFiles`), and every app route's entry chunks (its layouts' and page's).
 */
async function firstLoadScripts(distDir) {
  const buildManifest = JSON.parse(await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'));
  if (!Array.isArray(buildManifest.rootMainFiles) || buildManifest.rootMainFiles.length === 0)
    throw changed('build-manifest.json has no rootMainFiles');
  const scripts = new Set(buildManifest.rootMainFiles);
  const manifests = await clientReferenceManifests(path.join(distDir, 'server', 'app'));
  if (manifests.length === 0) throw changed(`no *${CLIENT_MANIFEST_SUFFIX} under server/app`);
  for (const file of manifests) {
    const sandbox = {};
    vm.runInNewContext(await readFile(file, 'utf8'), sandbox, { filename: file });
    const routes = Object.values(sandbox.__RSC_MANIFEST ?? {});
    if (routes.length === 0) throw changed(`${path.basename(file)} sets no globalThis.__RSC_MANIFEST entry`);
    for (const route of routes) {
      if (!route.entryJSFiles || typeof route.entryJSFiles !== 'object')
        throw changed(`${path.basename(file)} has no entryJSFiles`);
      for (const chunks of Object.values(route.entryJSFiles)) chunks.forEach((chunk) => scripts.add(chunk));
    }
  }
  const found = [...scripts].filter((script) => script.endsWith('.js')).sort();
  for (const script of found) {
    if (!existsSync(path.join(distDir, script))) throw changed(`${script} is named but not in the build`);
  }
  return found;
}

/** The source map of a script that gained one line at its top, moved down by that line. */
function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) {
    return {
      ...map,
      sections: map.sections.map((s) => ({ ...s, offset: { ...s.offset, line: s.offset.line + 1 } })),
    };
  }
  return { ...map, mappings: `;${map.mappings}` };
}

async function addHint(file) {
  const source = await readFile(file, 'utf8');
  if (source.startsWith(COMPILE_HINT)) return false;
  await writeFile(file, COMPILE_HINT + source);
  // The map the script names (Turbopack names each map after its own hash), else the usual `<file>.map`.
  const named = /\/\/# sourceMappingURL=([^\s/]+\.map)\s*$/.exec(source)?.[1];
  const mapFile = named ? path.join(path.dirname(file), named) : `${file}.map`;
  const map = await readFile(mapFile, 'utf8').catch(() => null);
  if (map !== null) await writeFile(mapFile, JSON.stringify(shiftSourceMap(JSON.parse(map))));
  return true;
}

/**
 * Puts the compile hint at the top of every first-load script of a production build (run by
 * `next build` after compiling: `compiler.runAfterProductionCompile` in next.config.mjs). Running it
 * twice changes nothing. Returns the scripts it marked.
 */
export async function addCompileHints(distDir) {
  const marked = [];
  for (const script of await firstLoadScripts(distDir)) {
    if (await addHint(path.join(distDir, script))) marked.push(script);
  }
  return marked;
}
