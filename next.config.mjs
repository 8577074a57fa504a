import { fileURLToPath } from 'node:url';

import createNextIntlPlugin from 'next-intl/plugin';

import { API_CSP, SECURITY_HEADERS } from './lib/security/response-headers.mjs';
import { buildCommit, buildVersion } from './scripts/lib/build-info.mjs';
import { compileCriticalCss } from './scripts/lib/critical-css.mjs';
import { precompressStatic } from './scripts/lib/precompress.mjs';

// The messages are compiled at build time: the browser gets them ready to format, without the ICU
// message parser (about 9 kB gzip off every page; bench/README.md).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A second build folder lets a test build run beside a development build (NEXT_DIST_DIR=.next-e2e).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // A self-contained server folder (<distDir>/standalone) for images and other deployments without
  // node_modules; scripts/standalone.mjs adds what it lacks (README, Deploy).
  output: 'standalone',
  poweredByHeader: false,
  // `npm test` type-checks every file first (`npm run typecheck`), then builds with BUILD_TYPECHECKED=1 so
  // that the build does not check them all again; any other build checks its types itself.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECKED === '1' },
  reactStrictMode: true,
  // PGlite loads its WebAssembly and data files from its own package folder at run time, and jsdom
  // (the server's DOM for sanitizing the guide) reads its own files too, so they (and the PostgreSQL
  // driver) stay outside the server bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'jsdom'],
  compiler: {
    // The scripts and stylesheets are compressed once, for `npm start`'s server to send as they are,
    // and the stylesheets compiled into the plans that server picks each page's rules from
    // (docs/architecture.md, "Start-up and the build").
    runAfterProductionCompile: async ({ distDir }) => {
      await precompressStatic(distDir);
      await compileCriticalCss(distDir);
    },
  },
  turbopack: {
    rules: {
      // Redoc, on the API reference page, draws without fetching Redocly's logo from their CDN.
      '*.lib.js': {
        condition: { path: /node_modules[\\/]redoc[\\/]bundles[\\/]/ },
        loaders: [fileURLToPath(new URL('./scripts/lib/redoc-without-remote-logo.js', import.meta.url))],
      },
    },
  },
  async headers() {
    return [
      { source: '/:path*', headers: SECURITY_HEADERS },
      { source: '/api/:path*', headers: [API_CSP] },
    ];
  },
  env: {
    // For the diagnostics page (scripts/lib/build-info.mjs).
    NEXT_PUBLIC_BUILD_VERSION: buildVersion(),
    NEXT_PUBLIC_BUILD_COMMIT: buildCommit(),
  },
};

export default withNextIntl(nextConfig);
