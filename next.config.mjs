import { execSync } from 'node:child_process';

import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** The commit this build was made from, for the diagnostics page: BUILD_COMMIT, else git, else 'unknown'. */
function buildCommit() {
  if (process.env.BUILD_COMMIT) return process.env.BUILD_COMMIT.slice(0, 12);
  try {
    return (
      execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || 'unknown'
    );
  } catch {
    // No git, or not a checkout (a copied build context).
    return 'unknown';
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A second build folder lets a test build run beside a development build (NEXT_DIST_DIR=.next-e2e).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite loads its WebAssembly and data files from its own package folder at run time,
  // so it (and the PostgreSQL driver) must stay outside the server bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  env: {
    NEXT_PUBLIC_BUILD_VERSION: process.env.npm_package_version ?? '0.0.0',
    NEXT_PUBLIC_BUILD_COMMIT: buildCommit(),
  },
};

export default withNextIntl(nextConfig);
