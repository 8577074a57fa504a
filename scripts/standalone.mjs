/**
 * Completes Next.js's standalone folder (<distDir>/standalone, `output: 'standalone'`) into a server that
 * runs with nothing else: Next.js leaves out the browser's static files and public/, and knows nothing of
 * the custom server (dist/server.js), the migrations (drizzle/) and the default guide (content/), which
 * this project reads at run time. Run by `npm run build`; the Dockerfile copies the result.
 */
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

import { CRITICAL_CSS_PLANS } from './lib/critical-css-file.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const target = path.join(distDir, 'standalone');
if (!existsSync(target)) {
  console.error(`No ${target}: run next build first.`);
  process.exit(1);
}
const copies = [
  [path.join(distDir, 'static'), path.join(target, distDir, 'static')],
  [path.join(distDir, CRITICAL_CSS_PLANS), path.join(target, distDir, CRITICAL_CSS_PLANS)],
  ['public', path.join(target, 'public')],
  ['drizzle', path.join(target, 'drizzle')],
  ['content', path.join(target, 'content')],
  ['dist', path.join(target, 'dist')],
];
for (const [from, to] of copies) {
  if (existsSync(from)) cpSync(from, to, { recursive: true });
}
