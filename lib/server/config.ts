import 'server-only';

import type { RateLimit } from '@/lib/settings/rate-limit';
import { settings, type Settings } from '@/lib/settings/server';

export type { RateLimit } from '@/lib/settings/rate-limit';
export { parseRateLimit } from '@/lib/settings/rate-limit';

/**
 * The reference backend's settings in the shapes its code uses, made from the one parse of the
 * environment (lib/settings/server.ts; each setting's default and meaning in docs/operations.md,
 * "Settings"). An invalid setting throws here, and at start-up stops the server (start-up.ts).
 */
const MEMORY_DATA_DIR = 'memory://';

export type DatabaseConfig = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export interface ServerConfig {
  /** Null when DATA_DIR is `memory://`. */
  dataDir: string | null;
  database: DatabaseConfig;
  sessionTtlMs: number;
  admin: { email: string; password: string } | null;
  loginRateLimit: RateLimit | null;
  loginAddressRateLimit: RateLimit | null;
  loginAccountRateLimit: RateLimit | null;
  mfaRateLimit: RateLimit | null;
  /** ADMIN_REQUIRE_2FA: admins act only with two-factor sign-in set up. */
  adminRequireTwoFactor: boolean;
  signupRateLimit: RateLimit | null;
  contactRateLimit: RateLimit | null;
  passwordResetRateLimit: RateLimit | null;
  apiTokenRateLimit: RateLimit | null;
  /** Null: no email is sent. 'log': emails are printed, not sent. */
  smtpUrl: string | null;
  mailFrom: string;
  /** The console's origin, or null. */
  consoleUrl: string | null;
  onlineWindowSeconds: number;
  heartbeatRateLimit: RateLimit | null;
  deviceHeartbeatRateLimit: RateLimit | null;
  invalidAppKeyRateLimit: RateLimit | null;
  trustedProxies: number;
  allowedOrigins: string[];
  /** Null when off. */
  statementTimeoutMs: number | null;
  auditRetentionDays: number;
  alertCheckSeconds: number;
  alertAllowPrivateTargets: boolean;
  deviceHistoryDays: number;
}

export function onlineWindowSeconds(): number {
  return settings().ONLINE_WINDOW_SECONDS;
}

/** ALLOWED_ORIGINS as exact origins. */
export function allowedOrigins(): string[] {
  return settings().ALLOWED_ORIGINS;
}

export function trustedProxies(): number {
  return settings().TRUSTED_PROXIES;
}

export function databaseKind(): 'postgres' | 'pglite' {
  return settings().DATABASE_URL ? 'postgres' : 'pglite';
}

/** The backend's settings; `s` for tests (parseAllSettings of an environment of their own). */
export function serverConfig(s: Settings = settings()): ServerConfig {
  const dataDir = s.DATA_DIR === MEMORY_DATA_DIR ? null : s.DATA_DIR;
  return {
    dataDir,
    database: s.DATABASE_URL ? { kind: 'postgres', url: s.DATABASE_URL } : { kind: 'pglite', dataDir },
    sessionTtlMs: s.SESSION_TTL_HOURS * 3_600_000,
    admin: s.ADMIN_EMAIL && s.ADMIN_PASSWORD ? { email: s.ADMIN_EMAIL, password: s.ADMIN_PASSWORD } : null,
    loginRateLimit: s.LOGIN_RATE_LIMIT,
    loginAddressRateLimit: s.LOGIN_ADDRESS_RATE_LIMIT,
    loginAccountRateLimit: s.LOGIN_ACCOUNT_RATE_LIMIT,
    mfaRateLimit: s.MFA_RATE_LIMIT,
    adminRequireTwoFactor: s.ADMIN_REQUIRE_2FA,
    signupRateLimit: s.SIGNUP_RATE_LIMIT,
    contactRateLimit: s.CONTACT_RATE_LIMIT,
    passwordResetRateLimit: s.PASSWORD_RESET_RATE_LIMIT,
    apiTokenRateLimit: s.API_TOKEN_RATE_LIMIT,
    smtpUrl: s.SMTP_URL ?? null,
    consoleUrl: s.CONSOLE_URL,
    mailFrom: s.MAIL_FROM ?? `${s.PRODUCT_NAME} <no-reply@localhost>`,
    onlineWindowSeconds: s.ONLINE_WINDOW_SECONDS,
    heartbeatRateLimit: s.HEARTBEAT_RATE_LIMIT,
    deviceHeartbeatRateLimit: s.DEVICE_HEARTBEAT_RATE_LIMIT,
    invalidAppKeyRateLimit: s.INVALID_APP_KEY_RATE_LIMIT,
    trustedProxies: s.TRUSTED_PROXIES,
    allowedOrigins: s.ALLOWED_ORIGINS,
    statementTimeoutMs: s.DB_STATEMENT_TIMEOUT_MS,
    auditRetentionDays: s.AUDIT_RETENTION_DAYS,
    alertCheckSeconds: s.ALERT_CHECK_SECONDS,
    alertAllowPrivateTargets: s.ALERT_ALLOW_PRIVATE_TARGETS,
    deviceHistoryDays: s.DEVICE_HISTORY_DAYS,
  };
}
