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
 * `npm run test:e2e:next-start`: the console as a serverless preview runs it (docs/operations.md,
 * "Preview deployments"): plain `next start`, no custom server, no background timers
 * (BACKGROUND_JOBS=off), the jobs driven only through their cron routes by a ticker standing in for
 * Vercel Cron, and live streams that end every 30 s and resume.
 *
 * It runs the specs of what the server does, which is what differs there: requests and their guard,
 * headers and sessions, heartbeats, jobs and alerts, live streams, the first HTML, organisations and
 * API tokens (the documented scripts included), and the journeys through all of it. The pages' drawing (layout, accessibility, languages, tables) is the same build's
 * in both runs and is left to `npm run test:e2e`, which keeps `npm test` within its time; so is the
 * guard's matrix in the browser (guard-browser: the same Edge middleware and client guard, whose
 * answers under `next start` guard-server checks), and so are the specs of what only the custom server
 * does (custom-server/: files precompressed at build time, inline critical CSS).
 */
const SERVER_SPECS = [
  'accounts',
  'admin-journey',
  'alerts',
  'api-tokens',
  'app-key-rotation',
  'auth',
  'automation-docs',
  'customer-journey',
  'devices-export',
  'first-answers',
  'first-answers-dashboard',
  'first-answers-devices',
  'first-html',
  'guard-arrival-notice',
  'guard-server',
  'heartbeat-quota',
  'live-updates',
  'maintenance',
  'scripts',
  'security-client-address',
  'security-guard-bypass',
  'security-headers',
  'security-requests',
  'security-sessions',
  'security-unavailable',
  'teams',
].map((name) => `${name}.spec.ts`);

const nextStart = (port: number) =>
  `node node_modules/next/dist/bin/next start --hostname 127.0.0.1 --port ${port} --keepAliveTimeout 120000`;

export default defineConfig({
  ...base,
  testMatch: SERVER_SPECS,
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
