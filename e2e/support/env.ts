/** The server the end-to-end tests start, and the operator's admin it bootstraps (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A second server of the same build, down for maintenance (`MAINTENANCE=on`). */
export const E2E_MAINTENANCE_PORT = Number(process.env.E2E_MAINTENANCE_PORT ?? 3212);
export const E2E_MAINTENANCE_URL = `http://127.0.0.1:${E2E_MAINTENANCE_PORT}`;
export const E2E_ADMIN = { email: 'ops-admin@example.com', password: 'e2e-admin-password' };
/** The cron routes' secret of the `next start` run (playwright.next-start.config.ts, its cron ticker). */
export const E2E_CRON_SECRET = 'e2e-cron-secret-0123456789abcdef';
