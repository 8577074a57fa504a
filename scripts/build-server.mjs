/**
 * Builds the custom server (custom-server/main.ts) into dist/server.js: one CommonJS file for Node with the
 * project's own code, drizzle and zod inside, and the packages Next.js keeps outside its bundles (next,
 * react, PGlite, pg, jsdom) loaded from node_modules, so that a standalone build carries all it needs.
 * `server-only` resolves to its server build (`react-server` condition), as in Next's server bundles.
 */
import { build } from 'esbuild';

await build({
  entryPoints: ['custom-server/main.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  conditions: ['react-server'],
  external: [
    'next',
    'next/*',
    'react',
    'react-dom',
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    'pg',
    'jsdom',
  ],
  sourcemap: 'linked',
  logLevel: 'warning',
});
