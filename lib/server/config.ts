import 'server-only';

import { alertAllowPrivateTargets, alertCheckSeconds } from '@/lib/server/config-alerts';
import { consoleUrl, smtpUrl } from '@/lib/server/config-mail';

/**
 * The reference backend's settings, read from the environment each time they are asked for (never
 * at import or build time), so one build serves every deployment and tests can change them.
 *
 * Environment variables (defaults in brackets):
 * - DATA_DIR [.data/]: folder of the embedded PostgreSQL (PGlite, in `<DATA_DIR>/db`) and of demo files,
 *   held by one process at a time (`<DATA_DIR>/db.lock`, lib/server/db/data-dir-lock.ts).
 *   `memory://` keeps the database in memory (tests).
 * - DATABASE_URL [unset]: a PostgreSQL connection string; when set, a real server is used instead of PGlite.
 * - SESSION_TTL_HOURS [24]: how long a session token is valid after sign-in or sign-up.
 * - ADMIN_EMAIL, ADMIN_PASSWORD [unset]: when both are set, the server makes sure this admin account
 *   exists with this password at start-up (created, or promoted and its password updated).
 * - LOGIN_RATE_LIMIT [10/15m]: failed sign-ins allowed per account (email) from one client address in the
 *   window; past it, that account is refused (429) from that address, even with the right password.
 * - LOGIN_ADDRESS_RATE_LIMIT [100/15m]: failed sign-ins allowed per client address whatever the account;
 *   high, as one address may be a NAT in front of many people (lib/server/auth/accounts.ts).
 * - LOGIN_ACCOUNT_RATE_LIMIT [100/15m]: failed sign-ins allowed per account from every address together.
 * - SIGNUP_RATE_LIMIT [20/1h]: sign-ups allowed per client IP in the window.
 * - CONTACT_RATE_LIMIT [10/1h]: contact messages allowed per client IP in the window.
 * - PASSWORD_RESET_RATE_LIMIT [10/1h]: password reset requests, and reset confirmations, per client
 *   address (429 past it); an email address gets at most a third of it in reset emails, silently.
 * - SMTP_URL [unset]: the mail server for password reset emails (`smtps://user:pass@host:465`,
 *   `smtp://host:587`); `log` prints each email to the server's output instead (npm run demo). Unset,
 *   the console sends no email: an admin hands out reset links.
 * - MAIL_FROM [`<PRODUCT_NAME> <no-reply@localhost>`]: the sender of those emails.
 * - CONSOLE_URL [unset]: the console's own address (`https://console.example.com`), which the links in
 *   emails lead to; required with a mail server, since a request's Host header is the client's to write.
 * - ONLINE_WINDOW_SECONDS [300]: a device counts as online while its last heartbeat is less than this old.
 * - HEARTBEAT_RATE_LIMIT [150000/1m]: an app's heartbeat quota, device heartbeats accepted per app in the
 *   window (all its devices together); past it the ingest API answers 429 with Retry-After. The default
 *   fits a fleet of 100,000 devices at the SDK guide's beat a minute, with room for restarts. An admin may
 *   set another count for one app (lib/server/ingest/quota.ts).
 * - DEVICE_HEARTBEAT_RATE_LIMIT [6/1m]: heartbeats accepted per device of an app (the SDK guide sends one
 *   a minute, plus one at start and on returning to the foreground), so one looping device cannot use
 *   up its app's budget; refused beats do not count against the app.
 * - INVALID_APP_KEY_RATE_LIMIT [60/1m]: heartbeats refused for a missing or unknown app key (401) per
 *   client address, counted in each process's memory; past it the address's heartbeats answer 429
 *   before any database lookup.
 * - TRUSTED_PROXIES [0]: proxies in front of the server that append the address they saw to
 *   X-Forwarded-For. 0: the server faces clients directly and a client's address is its socket's
 *   (lib/server/http/client-ip.ts); behind proxies, their number.
 * - ALLOWED_ORIGINS [unset]: comma-separated origins (`https://console.example.com`), besides the API's own,
 *   whose pages may make state-changing calls without a bearer token (sign-in, sign-up, contact): the
 *   console's origin when AUTH_API_URL / DASHBOARD_API_URL point this API to another host. Exact
 *   origins only: a wildcard (`https://*.vercel.app`) is an error.
 * - AUDIT_RETENTION_DAYS [365]: audit log entries older than this many days are deleted by a background
 *   job (lib/server/audit/retention.ts).
 * - ALERT_CHECK_SECONDS [30]: how often each instance runs the offline alerts' check and sends the webhook
 *   deliveries that are due (lib/server/alerts/).
 * - ALERT_ALLOW_PRIVATE_TARGETS [off]: `on` lets webhook endpoints be on loopback, private, link-local
 *   and metadata addresses, and plain http (tests, private deployments); off, they are refused.
 * - DEVICE_HISTORY_DAYS [30]: devices' online sessions and changes older than this many days are deleted
 *   by a background job (lib/server/domain/devices/history-retention.ts).
 * - DB_STATEMENT_TIMEOUT_MS [10000]: PostgreSQL (DATABASE_URL) statements running longer are cancelled and
 *   the call answers 503 service_unavailable; `off` waits for ever. PGlite runs in-process and has no timeout.
 * - CRON_SECRET [unset]: the cron routes' bearer token (unset: they answer 404); more jobs settings in config-jobs.ts.
 *
 * A rate limit is `<count>/<window>`, the window in seconds or with a unit `s`, `m` or `h` (`10/15m`), or `off`
 * to disable it. An invalid value is an error, reported at start-up (which then stops: see instrumentation.ts).
 * On PostgreSQL the counts are shared by every console instance (lib/server/rate-limit/limiter.ts).
 */
const MEMORY_DATA_DIR = 'memory://';
const DEFAULT_HEARTBEAT_QUOTA = '150000/1m';
export interface RateLimit {
  limit: number;
  windowMs: number;
}

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
  signupRateLimit: RateLimit | null;
  contactRateLimit: RateLimit | null;
  passwordResetRateLimit: RateLimit | null;
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

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

function env(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

export function parseRateLimit(name: string, raw: string): RateLimit | null {
  if (raw.toLowerCase() === 'off') return null;
  const match = /^(\d+)\s*\/\s*(\d+)\s*([smh]?)$/i.exec(raw);
  const limit = match ? Number(match[1]) : 0;
  const windowMs = match ? Number(match[2]) * UNIT_MS[(match[3] || 's').toLowerCase()] : 0;
  if (limit < 1 || windowMs < 1) {
    throw new Error(
      `${name} must look like "10/15m" (count/window with unit s, m or h) or "off", got "${raw}"`,
    );
  }
  return { limit, windowMs };
}

function rateLimit(name: string, fallback: string): RateLimit | null {
  return parseRateLimit(name, env(name) ?? fallback);
}

function sessionTtlMs(): number {
  const raw = env('SESSION_TTL_HOURS') ?? '24';
  const hours = Number(raw);
  if (!Number.isFinite(hours) || hours <= 0) {
    throw new Error(`SESSION_TTL_HOURS must be a positive number of hours, got "${raw}"`);
  }
  return hours * 3_600_000;
}

export function onlineWindowSeconds(): number {
  const raw = env('ONLINE_WINDOW_SECONDS') ?? '300';
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds <= 0) {
    throw new Error(`ONLINE_WINDOW_SECONDS must be a positive whole number of seconds, got "${raw}"`);
  }
  return seconds;
}

/**
 * ALLOWED_ORIGINS as exact origins; anything that is not a bare http(s) origin is an error. A wildcard
 * (`https://*.vercel.app`) is refused rather than accepted and never matched: origins are compared
 * exactly, and a pattern would let anyone who can deploy under that domain in.
 */
export function allowedOrigins(): string[] {
  const raw = env('ALLOWED_ORIGINS');
  if (!raw) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean)
    .map((entry) => {
      if (entry.includes('*')) {
        throw new Error(`ALLOWED_ORIGINS takes exact origins, not patterns: list each one (got "${entry}")`);
      }
      let origin: string | null = null;
      try {
        const url = new URL(entry);
        if (url.protocol === 'http:' || url.protocol === 'https:') origin = url.origin;
      } catch {
        // Reported below.
      }
      if (!origin || origin !== entry.toLowerCase()) {
        throw new Error(
          `ALLOWED_ORIGINS must list origins like "https://console.example.com", got "${entry}"`,
        );
      }
      return origin;
    });
}

/** TRUSTED_PROXIES alone, for what reads it on every request (client-ip.ts) without the whole config. */
export function trustedProxies(): number {
  const raw = env('TRUSTED_PROXIES') ?? '0';
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(count)) {
    throw new Error(`TRUSTED_PROXIES must be a whole number of proxies (0 for none), got "${raw}"`);
  }
  return count;
}

function days(name: string, fallback: string): number {
  const raw = env(name) ?? fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > 36_500) {
    throw new Error(`${name} must be a whole number of days from 1 to 36500, got "${raw}"`);
  }
  return n;
}

function statementTimeoutMs(): number | null {
  const raw = env('DB_STATEMENT_TIMEOUT_MS') ?? '10000';
  if (raw.toLowerCase() === 'off') return null;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new Error(
      `DB_STATEMENT_TIMEOUT_MS must be a positive whole number of milliseconds or "off", got "${raw}"`,
    );
  }
  return ms;
}

/** The database's kind from DATABASE_URL alone: the heartbeats' path asks often, serverConfig() costs more. */
export function databaseKind(): 'postgres' | 'pglite' {
  return env('DATABASE_URL') ? 'postgres' : 'pglite';
}

export function serverConfig(): ServerConfig {
  const rawDataDir = env('DATA_DIR') ?? '.data/';
  const dataDir = rawDataDir === MEMORY_DATA_DIR ? null : rawDataDir;
  const databaseUrl = env('DATABASE_URL');
  const adminEmail = env('ADMIN_EMAIL');
  // The password is taken as written: spaces are characters like any other.
  const adminPassword = process.env.ADMIN_PASSWORD || undefined;
  return {
    dataDir,
    database: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir },
    sessionTtlMs: sessionTtlMs(),
    admin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : null,
    loginRateLimit: rateLimit('LOGIN_RATE_LIMIT', '10/15m'),
    loginAddressRateLimit: rateLimit('LOGIN_ADDRESS_RATE_LIMIT', '100/15m'),
    loginAccountRateLimit: rateLimit('LOGIN_ACCOUNT_RATE_LIMIT', '100/15m'),
    signupRateLimit: rateLimit('SIGNUP_RATE_LIMIT', '20/1h'),
    contactRateLimit: rateLimit('CONTACT_RATE_LIMIT', '10/1h'),
    passwordResetRateLimit: rateLimit('PASSWORD_RESET_RATE_LIMIT', '10/1h'),
    smtpUrl: smtpUrl(),
    consoleUrl: consoleUrl(smtpUrl()),
    mailFrom: env('MAIL_FROM') ?? `${env('PRODUCT_NAME') ?? 'Fleetdeck'} <no-reply@localhost>`,
    onlineWindowSeconds: onlineWindowSeconds(),
    heartbeatRateLimit: rateLimit('HEARTBEAT_RATE_LIMIT', DEFAULT_HEARTBEAT_QUOTA),
    deviceHeartbeatRateLimit: rateLimit('DEVICE_HEARTBEAT_RATE_LIMIT', '6/1m'),
    invalidAppKeyRateLimit: rateLimit('INVALID_APP_KEY_RATE_LIMIT', '60/1m'),
    trustedProxies: trustedProxies(),
    allowedOrigins: allowedOrigins(),
    statementTimeoutMs: statementTimeoutMs(),
    auditRetentionDays: days('AUDIT_RETENTION_DAYS', '365'),
    alertCheckSeconds: alertCheckSeconds(),
    alertAllowPrivateTargets: alertAllowPrivateTargets(),
    deviceHistoryDays: days('DEVICE_HISTORY_DAYS', '30'),
  };
}
