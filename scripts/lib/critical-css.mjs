import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { compileSheet, encodePlan } from 'beasties/compiler';

import { CRITICAL_CSS_PLANS } from './critical-css-file.mjs';

/**
 * Tailwind writes some utilities' rules with the whole selector inside `:where()` or `:is()` (the
 * space-y and divide utilities, the rail and boxed layouts' group rules). Beasties takes pseudo-classes
 * out of a selector before matching it, which leaves nothing of those, so it would never inline them:
 * they are always inlined instead (about 3 kB).
 */
const ALWAYS_INLINED = [/^:(where|is)\(/];

/**
 * Beasties (0.5.4) ends every at-rule it always inlines with a semicolon, a block rule such as
 * `@property --tw-border-style{…}` too. After a block that semicolon begins the next rule's prelude,
 * so the browser drops the next `@property`, and utilities such as `border-b` lose their border style
 * until the stylesheet comes. A block rule ends with its block.
 */
const endBlockRule = (css) => (css?.endsWith('};') ? css.slice(0, -1) : css);

/**
 * Compiles each of the build's stylesheets into beasties' plan, once, at build time: the server then
 * picks the rules a page's HTML uses with a single pass over it, with no CSS parser at run time
 * (docs/architecture.md, "Critical CSS").
 */
export async function compileCriticalCss(distDir) {
  const chunks = path.join(distDir, 'static', 'chunks');
  const names = (await readdir(chunks, { recursive: true }).catch(() => [])).filter((name) =>
    name.endsWith('.css'),
  );
  const plans = [];
  for (const name of names.sort()) {
    const css = await readFile(path.join(chunks, name), 'utf8');
    const href = `/_next/static/chunks/${name.split(path.sep).join('/')}`;
    const sheet = compileSheet(css, { href, allowRules: ALWAYS_INLINED });
    for (const rule of sheet.rules) rule.css = endBlockRule(rule.css);
    plans.push(encodePlan(sheet));
  }
  await writeFile(path.join(distDir, CRITICAL_CSS_PLANS), JSON.stringify(plans));
  return plans.length;
}
