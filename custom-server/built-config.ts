import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The variable through which Next.js's own standalone server (the `server.js` that `next build` writes
 * into `<distDir>/standalone`) hands Next.js the configuration the build resolved, so that Next.js does
 * not load next.config.mjs again. Not a documented setting: built-config.test.ts fails when an
 * upgrade of Next.js stops writing or reading it.
 */
export const STANDALONE_CONFIG_VARIABLE = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/**
 * Next.js takes the configuration the build resolved, as its own standalone server does: in the
 * standalone folder (`npm run build`, the Docker image) next.config.mjs and its packages are not there,
 * and in the checkout (`npm start`, `npm run demo`) Next.js would otherwise load next.config.mjs again
 * and warn that "next start" does not work with its `output: 'standalone'`. Without a build, Next.js
 * says so itself. `buildDir`: the build folder (absolute).
 */
export function applyBuiltConfig(buildDir: string): void {
  const file = path.join(buildDir, 'required-server-files.json');
  if (!existsSync(file)) return;
  const files = JSON.parse(readFileSync(file, 'utf8')) as { config: unknown };
  process.env[STANDALONE_CONFIG_VARIABLE] = JSON.stringify(files.config);
}
