import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/support/chromium';
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_INBOX_URL,
  E2E_MAIL_PORT,
  E2E_MAIL_URL,
  E2E_MAINTENANCE_PORT,
  E2E_MAINTENANCE_URL,
  E2E_PORT,
  E2E_SMTP_PORT,
} from './e2e/support/env';

// The server under test gets a database of its own, made fresh for each run. The runner makes it (the
// workers inherit the variable) and removes it when it exits, after the server has stopped.
if (!process.env.E2E_DATA_DIR) {
  const madeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleetdeck-e2e-'));
  process.env.E2E_DATA_DIR = madeDir;
  process.on('exit', () => fs.rmSync(madeDir, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;

/** The environment of the server under test (the `next start` run adds to it: its own config file). */
export const E2E_SERVER_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  SESSION_TTL_HOURS: '24',
  // Every test signs its own customer up, all from one address: more than the default 20 an hour.
  SIGNUP_RATE_LIMIT: 'off',
  // The alerts spec's webhook receiver listens on 127.0.0.1, and its offline alert comes from the
  // check on the server's timer, every 2 s here (e2e/alerts.spec.ts).
  ALERT_ALLOW_PRIVATE_TARGETS: 'on',
  ALERT_CHECK_SECONDS: '2',
};

export default defineConfig({
  testDir: './e2e',
  // Every test makes its own accounts, so tests run in parallel, files and tests alike.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    // A trace records every action of every test (snapshots, screenshots) to keep a failing test's: a
    // third of the run's time. CI shows only the printed report, so it records none; locally, kept on failure.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  webServer: [
    {
      // Node closes idle keep-alive sockets after 5 s, and the API client of a test that paused longer may
      // reuse one just then (ECONNRESET; browsers retry such requests, Playwright's client does not). Idle
      // sockets stay open longer than any test here.
      command: `node dist/server.js --hostname 127.0.0.1 --port ${E2E_PORT} --keepAliveTimeout 120000`,
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: E2E_SERVER_ENV,
    },
    {
      // The same build down for maintenance (e2e/maintenance.spec.ts). Its health check and its pages
      // answer 503 then, so readiness is a public file the middleware does not see.
      command: `node dist/server.js --hostname 127.0.0.1 --port ${E2E_MAINTENANCE_PORT}`,
      url: `${E2E_MAINTENANCE_URL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: 'memory://', MAINTENANCE: 'on' },
    },
    {
      // The run's mail server: SMTP for the console below, and what it received as JSON.
      command: 'npx tsx e2e/support/mail-inbox-server.ts',
      url: `${E2E_INBOX_URL}/mails`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      // The same build, sending its email to that server (e2e/incident-email.spec.ts): a console of its
      // own, as mail changes what others do (reset links and invitations go by email).
      command: `node dist/server.js --hostname 127.0.0.1 --port ${E2E_MAIL_PORT} --keepAliveTimeout 120000`,
      url: `${E2E_MAIL_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        ...E2E_SERVER_ENV,
        DATA_DIR: 'memory://',
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        CONSOLE_URL: E2E_MAIL_URL,
      },
    },
  ],
});
