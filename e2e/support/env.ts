/** The server the end-to-end tests start, and the operator's admin it bootstraps (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A second server of the same build, down for maintenance (`MAINTENANCE=on`). */
export const E2E_MAINTENANCE_PORT = Number(process.env.E2E_MAINTENANCE_PORT ?? 3212);
export const E2E_MAINTENANCE_URL = `http://127.0.0.1:${E2E_MAINTENANCE_PORT}`;
/**
 * A third server of the same build that sends email (SMTP_URL), to the run's own mail server: SMTP on
 * E2E_SMTP_PORT, what it received as JSON at `${E2E_INBOX_URL}/mails` (support/mail-inbox-server.ts).
 */
export const E2E_MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 3214);
export const E2E_MAIL_URL = `http://127.0.0.1:${E2E_MAIL_PORT}`;
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3215);
export const E2E_INBOX_PORT = Number(process.env.E2E_INBOX_PORT ?? 3216);
export const E2E_INBOX_URL = `http://127.0.0.1:${E2E_INBOX_PORT}`;
export const E2E_ADMIN = { email: 'ops-admin@example.com', password: 'e2e-admin-password' };
/** The cron routes' secret of the `next start` run (playwright.next-start.config.ts, its cron ticker). */
export const E2E_CRON_SECRET = 'e2e-cron-secret-0123456789abcdef';
