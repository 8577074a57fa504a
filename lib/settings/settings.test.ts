/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { SettingsError } from './define';
import { parseAllSettings } from './server';

/** The problems an environment's settings have, one line each; [] when they are valid. */
function problems(env: Record<string, string>): string[] {
  try {
    parseAllSettings(env);
    return [];
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    return error.problems;
  }
}

describe('settings', () => {
  it('take their defaults when unset or blank', () => {
    expect(parseAllSettings({ PORT: '  ', PRODUCT_NAME: '' })).toMatchObject({
      PRODUCT_NAME: 'Fleetdeck',
      AUTH_API_URL: '',
      MAINTENANCE: false,
      PORT: 3000,
      HOSTNAME: undefined,
      LOG_FORMAT: undefined,
      LOG_LEVEL: 'info',
      DATA_DIR: '.data/',
      LOGIN_RATE_LIMIT: { limit: 10, windowMs: 900_000 },
      DB_STATEMENT_TIMEOUT_MS: 10_000,
      ALLOWED_ORIGINS: [],
    });
  });

  it('list every invalid setting, each by its name', () => {
    expect(problems({ PORT: 'http', SIGNUP_RATE_LIMIT: 'many', LOG_LEVEL: 'loud' })).toEqual([
      'PORT must be a port number from 0 to 65535, got "http"',
      'LOG_LEVEL must be one of "trace", "debug", "info", "warn", "error", "fatal", "silent", got "loud"',
      'SIGNUP_RATE_LIMIT must look like "10/15m" (count/window with unit s, m or h) or "off", got "many"',
    ]);
  });

  it('read text as given, trimmed, and a password as written', () => {
    expect(parseAllSettings({ PRODUCT_NAME: ' Acme Fleet ', ADMIN_PASSWORD: ' pass word ' })).toMatchObject({
      PRODUCT_NAME: 'Acme Fleet',
      ADMIN_PASSWORD: ' pass word ',
    });
  });

  it('read whole numbers within their range', () => {
    expect(parseAllSettings({ PORT: '0', TRUSTED_PROXIES: ' 2 ' })).toMatchObject({
      PORT: 0,
      TRUSTED_PROXIES: 2,
    });
    expect(problems({ PORT: '70000' })).toEqual(['PORT must be a port number from 0 to 65535, got "70000"']);
    expect(problems({ AUDIT_RETENTION_DAYS: '0', ALERT_CHECK_SECONDS: '1.5' })).toEqual([
      'ALERT_CHECK_SECONDS must be a whole number of seconds from 1 to 3600, got "1.5"',
      'AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 36500, got "0"',
    ]);
  });

  it('read positive numbers, fractions included', () => {
    expect(parseAllSettings({ SESSION_TTL_HOURS: '0.5' }).SESSION_TTL_HOURS).toBe(0.5);
    expect(problems({ SESSION_TTL_HOURS: '-1' })).toEqual([
      'SESSION_TTL_HOURS must be a positive number of hours, got "-1"',
    ]);
  });

  it('read a number or off', () => {
    expect(parseAllSettings({ DB_STATEMENT_TIMEOUT_MS: 'OFF' }).DB_STATEMENT_TIMEOUT_MS).toBeNull();
    expect(problems({ DB_STATEMENT_TIMEOUT_MS: 'soon' })).toEqual([
      'DB_STATEMENT_TIMEOUT_MS must be a positive whole number of milliseconds or "off", got "soon"',
    ]);
  });

  it('read on or off, in any case', () => {
    expect(parseAllSettings({ MAINTENANCE: ' On ', ALERT_ALLOW_PRIVATE_TARGETS: 'OFF' })).toMatchObject({
      MAINTENANCE: true,
      ALERT_ALLOW_PRIVATE_TARGETS: false,
    });
    expect(problems({ MAINTENANCE: 'yes' })).toEqual(['MAINTENANCE must be "on" or "off", got "yes"']);
  });

  it('read one of a few words, in any case', () => {
    expect(parseAllSettings({ LOG_FORMAT: 'Pretty', LOG_LEVEL: 'WARN' })).toMatchObject({
      LOG_FORMAT: 'pretty',
      LOG_LEVEL: 'warn',
    });
    expect(problems({ LOG_FORMAT: 'xml' })).toEqual([
      'LOG_FORMAT must be one of "json", "pretty", got "xml"',
    ]);
  });

  it('read a service base URL without its trailing slash, and refuse anything but http(s)', () => {
    expect(
      parseAllSettings({
        AUTH_API_URL: 'https://auth.example.com/v1/',
        DASHBOARD_API_URL: 'http://127.0.0.1:4000',
      }),
    ).toMatchObject({
      AUTH_API_URL: 'https://auth.example.com/v1',
      DASHBOARD_API_URL: 'http://127.0.0.1:4000',
    });
    expect(
      problems({ AUTH_API_URL: 'auth.example.com', DASHBOARD_API_URL: 'ftp://files.example.com' }),
    ).toEqual([
      'AUTH_API_URL must be an http(s) address like "https://api.example.com", got "auth.example.com"',
      'DASHBOARD_API_URL must be an http(s) address like "https://api.example.com", got "ftp://files.example.com"',
    ]);
  });

  it('read rate limits, or off', () => {
    expect(parseAllSettings({ HEARTBEAT_RATE_LIMIT: '3 / 2h', LOGIN_RATE_LIMIT: 'off' })).toMatchObject({
      HEARTBEAT_RATE_LIMIT: { limit: 3, windowMs: 7_200_000 },
      LOGIN_RATE_LIMIT: null,
    });
    expect(problems({ CONTACT_RATE_LIMIT: '10/5d' })).toEqual([
      'CONTACT_RATE_LIMIT must look like "10/15m" (count/window with unit s, m or h) or "off", got "10/5d"',
    ]);
  });

  it('read a list of exact origins', () => {
    expect(
      parseAllSettings({ ALLOWED_ORIGINS: 'https://a.example.com/, http://127.0.0.1:3000' }).ALLOWED_ORIGINS,
    ).toEqual(['https://a.example.com', 'http://127.0.0.1:3000']);
    expect(problems({ ALLOWED_ORIGINS: 'https://a.example.com/app' })).toEqual([
      'ALLOWED_ORIGINS must list origins like "https://console.example.com", got "https://a.example.com/app"',
    ]);
  });

  it('take a mail server with the address its links lead to, never repeating its password', () => {
    expect(problems({ SMTP_URL: 'smtps://mailer:hunter2@mail.example.com' })).toEqual([
      'SMTP_URL needs CONSOLE_URL, the address the emails link to',
    ]);
    expect(
      problems({ SMTP_URL: 'http://mailer:hunter2@mail.example.com', CONSOLE_URL: 'https://c.example.com' }),
    ).toEqual(['SMTP_URL must be a smtp:// or smtps:// URL, or "log"']);
    expect(parseAllSettings({ SMTP_URL: 'log' })).toMatchObject({ SMTP_URL: 'log', CONSOLE_URL: null });
  });
});
