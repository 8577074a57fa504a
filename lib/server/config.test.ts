/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';

import { databaseKind, parseRateLimit, serverConfig } from '@/lib/server/config';

const NAMES = [
  'ALERT_ALLOW_PRIVATE_TARGETS',
  'ALERT_CHECK_SECONDS',
  'DATA_DIR',
  'DATABASE_URL',
  'SESSION_TTL_HOURS',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'ADMIN_REQUIRE_2FA',
  'LOGIN_RATE_LIMIT',
  'LOGIN_ADDRESS_RATE_LIMIT',
  'LOGIN_ACCOUNT_RATE_LIMIT',
  'MFA_RATE_LIMIT',
  'SIGNUP_RATE_LIMIT',
  'CONTACT_RATE_LIMIT',
  'PASSWORD_RESET_RATE_LIMIT',
  'SMTP_URL',
  'MAIL_FROM',
  'CONSOLE_URL',
  'PRODUCT_NAME',
  'ONLINE_WINDOW_SECONDS',
  'HEARTBEAT_RATE_LIMIT',
  'DEVICE_HEARTBEAT_RATE_LIMIT',
  'INVALID_APP_KEY_RATE_LIMIT',
  'TRUSTED_PROXIES',
  'ALLOWED_ORIGINS',
  'DB_STATEMENT_TIMEOUT_MS',
];

describe('serverConfig', () => {
  afterEach(() => NAMES.forEach((name) => delete process.env[name]));

  it('has the documented defaults', () => {
    NAMES.forEach((name) => delete process.env[name]);
    expect(serverConfig()).toEqual({
      dataDir: '.data/',
      database: { kind: 'pglite', dataDir: '.data/' },
      sessionTtlMs: 24 * 3_600_000,
      admin: null,
      loginRateLimit: { limit: 10, windowMs: 15 * 60_000 },
      loginAddressRateLimit: { limit: 100, windowMs: 15 * 60_000 },
      loginAccountRateLimit: { limit: 100, windowMs: 15 * 60_000 },
      mfaRateLimit: { limit: 10, windowMs: 15 * 60_000 },
      adminRequireTwoFactor: false,
      signupRateLimit: { limit: 20, windowMs: 3_600_000 },
      contactRateLimit: { limit: 10, windowMs: 3_600_000 },
      passwordResetRateLimit: { limit: 10, windowMs: 3_600_000 },
      apiTokenRateLimit: { limit: 600, windowMs: 60_000 },
      smtpUrl: null,
      mailFrom: 'Fleetdeck <no-reply@localhost>',
      consoleUrl: null,
      onlineWindowSeconds: 300,
      heartbeatRateLimit: { limit: 150_000, windowMs: 60_000 },
      deviceHeartbeatRateLimit: { limit: 6, windowMs: 60_000 },
      invalidAppKeyRateLimit: { limit: 60, windowMs: 60_000 },
      trustedProxies: 0,
      allowedOrigins: [],
      statementTimeoutMs: 10_000,
      auditRetentionDays: 365,
      alertCheckSeconds: 30,
      alertAllowPrivateTargets: false,
      deviceHistoryDays: 30,
    });
  });

  it('takes a mail server only with the address its links lead to, and never repeats its password', () => {
    process.env.SMTP_URL = 'smtps://mailer:hunter2@mail.example.com:465';
    expect(() => serverConfig()).toThrow('SMTP_URL needs CONSOLE_URL');
    process.env.CONSOLE_URL = 'https://console.example.com/';
    expect(serverConfig()).toMatchObject({
      smtpUrl: 'smtps://mailer:hunter2@mail.example.com:465',
      consoleUrl: 'https://console.example.com',
    });
    process.env.SMTP_URL = 'http://mailer:hunter2@mail.example.com';
    expect(() => serverConfig()).toThrow(/^SMTP_URL must be a smtp:\/\/ or smtps:\/\/ URL, or "log"$/);
    process.env.SMTP_URL = 'log';
    delete process.env.CONSOLE_URL;
    expect(serverConfig()).toMatchObject({ smtpUrl: 'log', consoleUrl: null });
    process.env.CONSOLE_URL = 'console.example.com';
    expect(() => serverConfig()).toThrow('CONSOLE_URL must be an http(s) address');
  });

  it('reads the environment at call time', () => {
    process.env.DATA_DIR = 'memory://';
    process.env.SESSION_TTL_HOURS = '0.5';
    process.env.ADMIN_EMAIL = 'ops@example.com';
    process.env.ADMIN_PASSWORD = ' pass word ';
    process.env.LOGIN_RATE_LIMIT = 'off';
    const config = serverConfig();
    expect(config.database).toEqual({ kind: 'pglite', dataDir: null });
    expect(config.sessionTtlMs).toBe(1_800_000);
    expect(config.admin).toEqual({ email: 'ops@example.com', password: ' pass word ' });
    expect(config.loginRateLimit).toBeNull();
    expect(databaseKind()).toBe('pglite');

    process.env.DATABASE_URL = 'postgres://db.internal/fleetdeck';
    expect(serverConfig().database).toEqual({ kind: 'postgres', url: 'postgres://db.internal/fleetdeck' });
    expect(databaseKind()).toBe('postgres');
    process.env.DATABASE_URL = '  ';
    expect(databaseKind()).toBe(serverConfig().database.kind);
  });

  it('needs both admin variables', () => {
    process.env.ADMIN_EMAIL = 'ops@example.com';
    expect(serverConfig().admin).toBeNull();
  });

  it('reads the online window and the heartbeat limit, refusing a bad window', () => {
    process.env.ONLINE_WINDOW_SECONDS = '90';
    process.env.HEARTBEAT_RATE_LIMIT = '5/10s';
    expect(serverConfig()).toMatchObject({
      onlineWindowSeconds: 90,
      heartbeatRateLimit: { limit: 5, windowMs: 10_000 },
    });
    for (const bad of ['0', '-5', '1.5', 'soon']) {
      process.env.ONLINE_WINDOW_SECONDS = bad;
      expect(() => serverConfig()).toThrow(/ONLINE_WINDOW_SECONDS/);
    }
  });

  it('reads the per-device and invalid-key heartbeat limits', () => {
    process.env.DEVICE_HEARTBEAT_RATE_LIMIT = '3/30s';
    process.env.INVALID_APP_KEY_RATE_LIMIT = 'off';
    expect(serverConfig()).toMatchObject({
      deviceHeartbeatRateLimit: { limit: 3, windowMs: 30_000 },
      invalidAppKeyRateLimit: null,
    });
    process.env.DEVICE_HEARTBEAT_RATE_LIMIT = 'often';
    expect(() => serverConfig()).toThrow(/DEVICE_HEARTBEAT_RATE_LIMIT/);
  });

  it('reads TRUSTED_PROXIES as a whole number, 0 included', () => {
    process.env.TRUSTED_PROXIES = '0';
    expect(serverConfig().trustedProxies).toBe(0);
    process.env.TRUSTED_PROXIES = ' 2 ';
    expect(serverConfig().trustedProxies).toBe(2);
    for (const bad of ['-1', '1.5', 'one', '1e3', '99999999999999999999']) {
      process.env.TRUSTED_PROXIES = bad;
      expect(() => serverConfig()).toThrow(/TRUSTED_PROXIES/);
    }
  });

  it('reads ALLOWED_ORIGINS as exact origins and refuses anything else', () => {
    process.env.ALLOWED_ORIGINS = ' https://console.example.com/, http://127.0.0.1:3000 ';
    expect(serverConfig().allowedOrigins).toEqual(['https://console.example.com', 'http://127.0.0.1:3000']);
    for (const bad of ['console.example.com', 'https://console.example.com/app', 'ftp://x.example', '*']) {
      process.env.ALLOWED_ORIGINS = bad;
      expect(() => serverConfig()).toThrow(/ALLOWED_ORIGINS/);
    }
  });

  it('refuses a wildcard origin, which an exact comparison would never match', () => {
    for (const pattern of ['https://*.vercel.app', 'https://console.example.com, https://pr-*.example.com']) {
      process.env.ALLOWED_ORIGINS = pattern;
      expect(() => serverConfig()).toThrow(
        /ALLOWED_ORIGINS takes exact origins, not patterns: list each one/,
      );
    }
  });

  it('reads the database statement timeout, or off', () => {
    process.env.DB_STATEMENT_TIMEOUT_MS = '250';
    expect(serverConfig().statementTimeoutMs).toBe(250);
    process.env.DB_STATEMENT_TIMEOUT_MS = 'off';
    expect(serverConfig().statementTimeoutMs).toBeNull();
    for (const bad of ['0', '-1', '2.5', 'soon']) {
      process.env.DB_STATEMENT_TIMEOUT_MS = bad;
      expect(() => serverConfig()).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    }
  });

  it('refuses an invalid session lifetime', () => {
    process.env.SESSION_TTL_HOURS = '-1';
    expect(() => serverConfig()).toThrow(/SESSION_TTL_HOURS/);
  });
});

describe('parseRateLimit', () => {
  it.each([
    ['10/15m', { limit: 10, windowMs: 900_000 }],
    ['5/30', { limit: 5, windowMs: 30_000 }],
    ['3 / 2h', { limit: 3, windowMs: 7_200_000 }],
    ['OFF', null],
  ])('reads %s', (raw, expected) => {
    expect(parseRateLimit('X', raw)).toEqual(expected);
  });

  it.each(['ten', '0/1m', '10/0', '10/5d', '10'])('refuses %s', (raw) => {
    expect(() => parseRateLimit('LOGIN_RATE_LIMIT', raw)).toThrow(/LOGIN_RATE_LIMIT/);
  });
});
