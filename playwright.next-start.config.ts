import { defineConfig } from '@playwright/test';

import {
  E2E_BASE_URL,
  E2E_CRON_SECRET,
  E2E_MAINTENANCE_URL,
  E2E_MAINTENANCE_PORT,
  E2E_PORT,
} from './e2e/support/env';
import base, { E2E_SERVER_ENV } from './playwright.config';

/**
 * `npm run test:e2e:next-start`: the same suite against plain `next start`, as a serverless preview
 * runs the console (docs/operations.md, "Preview deployments"): no custom server, no background timers
 * (BACKGROUND_JOBS=off), the jobs driven only through their cron routes by a ticker standing in for
 * Vercel Cron, and live streams that end every 30 s and resume. Left out: the specs of what only the
 * custom server does (custom-server/), listed in CUSTOM_SERVER_ONLY with why.
 */
const CUSTOM_SERVER_ONLY = [
  // The scripts and stylesheets precompressed at build time, served by custom-server/static-files.ts.
  'static-files.spec.ts',
  // Each page's stylesheet rules inlined in its head, and its answer compressed by
  // custom-server/next-answers.ts: `next start` links the stylesheet as usual.
  'critical-css.spec.ts',
];

const nextStart = (port: number) =>
  `node node_modules/next/dist/bin/next start --hostname 127.0.0.1 --port ${port} --keepAliveTimeout 120000`;

export default defineConfig({
  ...base,
  testIgnore: CUSTOM_SERVER_ONLY,
  // Vercel Cron's stand-in: calls the cron routes once the servers answer, until the run ends.
  globalSetup: './e2e/support/cron-ticker.ts',
  outputDir: 'test-results/next-start',
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/next-start' }]],
  webServer: [
    {
      command: nextStart(E2E_PORT),
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        ...E2E_SERVER_ENV,
        BACKGROUND_JOBS: 'off',
        CRON_SECRET: E2E_CRON_SECRET,
        LIVE_STREAM_MAX_SECONDS: '30',
      },
    },
    {
      command: nextStart(E2E_MAINTENANCE_PORT),
      url: `${E2E_MAINTENANCE_URL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: 'memory://', MAINTENANCE: 'on' },
    },
  ],
});
