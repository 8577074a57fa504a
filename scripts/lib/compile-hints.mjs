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
  const names = await readdir(appDir, { recursive: true });
  return names.filter((name) => name.endsWith(CLIENT_MANIFEST_SUFFIX)).map((name) => path.join(appDir, name));
}

/**
 * The scripts a first visit to any page loads at once (paths relative to the build folder): Next.js'
 * runtime and React (`rootMainFiles`), and every app route's entry chunks (its layouts' and page's).
 */
async function firstLoadScripts(distDir) {
  const buildManifest = JSON.parse(await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const scripts = new Set(buildManifest.rootMainFiles ?? []);
  for (const file of await clientReferenceManifests(path.join(distDir, 'server', 'app'))) {
    const sandbox = {};
    vm.runInNewContext(await readFile(file, 'utf8'), sandbox, { filename: file });
    for (const route of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const chunks of Object.values(route.entryJSFiles ?? {}))
        chunks.forEach((chunk) => scripts.add(chunk));
    }
  }
  return [...scripts].filter((script) => script.endsWith('.js')).sort();
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
