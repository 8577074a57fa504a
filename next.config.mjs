import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

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
  },
};

export default withNextIntl(nextConfig);
