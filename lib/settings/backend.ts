import * as z from 'zod/mini';

import type { SettingGroup } from './define';
import {
  httpOrigin,
  oneOf,
  onOff,
  positiveIntegerOrOff,
  positiveNumber,
  Problem,
  readWith,
  text,
  wholeNumber,
} from './kinds';
import { rateLimit } from './rate-limit';

/**
 * The reference backend's settings, by concern (the console's own are in lib/settings/public.ts).
 * docs/operations.md, "Settings", shows the same names, defaults and meanings (a test compares them);
 * what needs more than a line is explained there.
 */

const days = wholeNumber('a whole number of days from 1 to 36500', 1, 36_500);

export const serverProcessSettings = {
  title: 'Server',
  settings: {
    PORT: {
      meaning: 'Port the server listens on (`npm start -- -p <port>` wins).',
      default: '3000',
      schema: wholeNumber('a port number from 0 to 65535', 0, 65_535),
    },
    HOSTNAME: {
      meaning: 'Address the server listens on (`npm start -- -H <address>` wins).',
      shownDefault: '`0.0.0.0` (`npm run demo`: `127.0.0.1`)',
      schema: text,
    },
    TRUSTED_PROXIES: {
      meaning: 'Proxies in front that append to `X-Forwarded-For` (`0`: none, clients connect directly).',
      default: '0',
      schema: wholeNumber('a whole number of proxies (0 for none)', 0),
    },
    ALLOWED_ORIGINS: {
      meaning: 'Other origins whose consoles may call this API from the browser (comma-separated, exact).',
      schema: readWith((raw) => {
        const origins: string[] = [];
        for (const entry of (raw ?? '').split(',').map((part) => part.trim().replace(/\/+$/, ''))) {
          if (!entry) continue;
          // A pattern would let anyone who can deploy under that domain in: origins compare exactly.
          if (entry.includes('*')) {
            return new Problem(`takes exact origins, not patterns: list each one (got "${entry}")`);
          }
          const origin = httpOrigin(entry);
          if (!origin || origin !== entry.toLowerCase()) {
            return new Problem(`must list origins like "https://console.example.com", got "${entry}"`);
          }
          origins.push(origin);
        }
        return origins;
      }, true),
    },
    LOG_FORMAT: {
      meaning: 'Server log: `json`, an object a line, or `pretty`, readable (`npm run demo`’s).',
      shownDefault: '`json` (`pretty` in `next dev`)',
      schema: z.optional(oneOf(['json', 'pretty'])),
    },
    LOG_LEVEL: {
      meaning: 'Least severe level logged: `trace`, `debug`, `info`, `warn`, `error`, `fatal` or `silent`.',
      default: 'info',
      schema: oneOf(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']),
    },
  },
} satisfies SettingGroup;

export const databaseSettings = {
  title: 'Database',
  settings: {
    DATA_DIR: {
      meaning: 'Folder of the embedded database, one process at a time (`memory://`: in memory, tests).',
      default: '.data/',
      schema: z.string(),
    },
    DATABASE_URL: {
      meaning: 'A PostgreSQL server to use instead of the embedded database (same schema and migrations).',
      schema: text,
    },
    DB_STATEMENT_TIMEOUT_MS: {
      meaning: 'PostgreSQL statements running longer are cancelled and answer 503 (`off`: no limit).',
      default: '10000',
      schema: positiveIntegerOrOff('a positive whole number of milliseconds or "off"'),
    },
  },
} satisfies SettingGroup;

export const accountSettings = {
  title: 'Accounts and sign-in',
  settings: {
    SESSION_TTL_HOURS: {
      meaning: 'Lifetime of a session token, in hours.',
      default: '24',
      schema: positiveNumber('a positive number of hours'),
    },
    ADMIN_EMAIL: {
      meaning: 'With `ADMIN_PASSWORD`, the admin the server makes sure exists at start.',
      schema: text,
    },
    ADMIN_PASSWORD: {
      meaning: 'That admin’s password, taken as written (it must pass the sign-up rules).',
      verbatim: true,
      schema: text,
    },
    ADMIN_REQUIRE_2FA: {
      meaning:
        '`on`: platform admins use the admin pages and calls only with two-factor sign-in (an app or a passkey) set up.',
      default: 'off',
      schema: onOff,
    },
    LOGIN_RATE_LIMIT: {
      meaning: 'Failed sign-ins per account from one client address.',
      default: '10/15m',
      schema: rateLimit,
    },
    LOGIN_ADDRESS_RATE_LIMIT: {
      meaning: 'Failed sign-ins per client address, any account: high, for a NAT of many people.',
      default: '100/15m',
      schema: rateLimit,
    },
    LOGIN_ACCOUNT_RATE_LIMIT: {
      meaning: 'Failed sign-ins per account from every address together.',
      default: '100/15m',
      schema: rateLimit,
    },
    MFA_RATE_LIMIT: {
      meaning: 'Wrong two-factor codes or passkeys per account (sign-in, set-up, turning it off).',
      default: '10/15m',
      schema: rateLimit,
    },
    SIGNUP_RATE_LIMIT: { meaning: 'Sign-ups per client address.', default: '20/1h', schema: rateLimit },
    CONTACT_RATE_LIMIT: {
      meaning: 'Contact messages per client address.',
      default: '10/1h',
      schema: rateLimit,
    },
    PASSWORD_RESET_RATE_LIMIT: {
      meaning: 'Password reset requests and confirmations per client address; per email a third of it.',
      default: '10/1h',
      schema: rateLimit,
    },
    API_TOKEN_RATE_LIMIT: {
      meaning: 'Calls per API token, from every address and instance together; past it, 429.',
      default: '600/1m',
      schema: rateLimit,
    },
  },
} satisfies SettingGroup;

export const mailSettings = {
  title: 'Email',
  settings: {
    SMTP_URL: {
      meaning:
        'Mail server of the reset emails (`smtps://user:pass@host:465`); `log`: written to the log, links too (demo only).',
      schema: readWith((raw) => {
        if (!raw || raw === 'log') return raw;
        const protocol = URL.canParse(raw) ? new URL(raw).protocol : '';
        // The value may hold a password: the message does not repeat it.
        if (protocol === 'smtp:' || protocol === 'smtps:') return raw;
        return new Problem('must be a smtp:// or smtps:// URL, or "log"');
      }, true),
    },
    MAIL_FROM: {
      meaning: 'Sender of those emails.',
      shownDefault: '`<PRODUCT_NAME> <no-reply@localhost>`',
      schema: text,
    },
    CONSOLE_URL: {
      meaning: 'The console’s address, which emails link to; needed with a mail server in `SMTP_URL`.',
      schema: readWith((raw) => {
        if (raw === undefined) return null;
        return (
          httpOrigin(raw) ??
          new Problem(`must be an http(s) address like "https://console.example.com", got "${raw}"`)
        );
      }, true),
    },
  },
} satisfies SettingGroup;

export const deviceSettings = {
  title: 'Devices and heartbeats',
  settings: {
    ONLINE_WINDOW_SECONDS: {
      meaning: 'A device is online while its last heartbeat is less than this old (or its app’s window).',
      default: '300',
      schema: wholeNumber('a positive whole number of seconds', 1),
    },
    HEARTBEAT_RATE_LIMIT: {
      meaning: 'Default heartbeat quota of an app, all its devices together; admins may set one per app.',
      default: '150000/1m',
      schema: rateLimit,
    },
    DEVICE_HEARTBEAT_RATE_LIMIT: {
      meaning: 'Heartbeats per device of an app; the beats it refuses do not count against the app.',
      default: '6/1m',
      schema: rateLimit,
    },
    INVALID_APP_KEY_RATE_LIMIT: {
      meaning: 'Heartbeats with a missing or unknown app key per client address; past it, 429 for those.',
      default: '60/1m',
      schema: rateLimit,
    },
    DEVICE_HISTORY_DAYS: {
      meaning: 'Device sessions and changes older than this are deleted by an hourly job (1 to 36500).',
      default: '30',
      schema: days,
    },
  },
} satisfies SettingGroup;

export const alertSettings = {
  title: 'Alerts and audit log',
  settings: {
    ALERT_CHECK_SECONDS: {
      meaning: 'How often each instance checks for offline alerts and sends webhooks (1 to 3600).',
      default: '30',
      schema: wholeNumber('a whole number of seconds from 1 to 3600', 1, 3600),
    },
    ALERT_ALLOW_PRIVATE_TARGETS: {
      meaning: '`on`: webhooks may reach private and loopback addresses, and http.',
      default: 'off',
      schema: onOff,
    },
    AUDIT_RETENTION_DAYS: {
      meaning: 'Audit log entries older than this are deleted by an hourly background job (1 to 36500).',
      default: '365',
      schema: days,
    },
  },
} satisfies SettingGroup;

/** The shortest CRON_SECRET taken: a guessable one would let anyone run the jobs. */
export const CRON_SECRET_MIN_LENGTH = 16;

export const jobSettings = {
  title: 'Background jobs and the live stream',
  settings: {
    CRON_SECRET: {
      meaning: `Bearer token of the cron routes \`/api/cron/<job>\` (${CRON_SECRET_MIN_LENGTH}+ characters); unset: they answer 404.`,
      // Never repeated in the message: a short secret is still a secret.
      schema: readWith((raw) => {
        if (raw === undefined) return undefined;
        return raw.length >= CRON_SECRET_MIN_LENGTH
          ? raw
          : new Problem(`must be at least ${CRON_SECRET_MIN_LENGTH} characters long`);
      }, true),
    },
    BACKGROUND_JOBS: {
      meaning: '`off`: no job timers in this process, the cron routes run the jobs (Vercel: off unless set).',
      shownDefault: '`on` (`off` on Vercel)',
      schema: readWith((raw) => {
        if (raw === undefined) return undefined;
        const value = raw.toLowerCase();
        if (value !== 'on' && value !== 'off') return new Problem(`must be "on" or "off", got "${raw}"`);
        return value === 'on';
      }, true),
    },
    LIVE_STREAM_MAX_SECONDS: {
      meaning: 'A live stream ends after this long and the browser resumes it (1 to 86400; `off`: never).',
      default: '250',
      schema: readWith((raw) => {
        if (raw.toLowerCase() === 'off') return null;
        const seconds = Number(raw);
        return /^\d+$/.test(raw) && seconds >= 1 && seconds <= 86_400
          ? seconds
          : new Problem(`must be a whole number of seconds from 1 to 86400, or "off", got "${raw}"`);
      }),
    },
  },
} satisfies SettingGroup;

export const platformSettings = {
  title: 'Set by the hosting platform',
  settings: {
    VERCEL: {
      meaning: 'Set on Vercel, whose files do not last: the embedded database is refused there.',
      schema: text,
    },
    NETLIFY: {
      meaning: 'Set on Netlify, whose files do not last: the embedded database is refused there.',
      schema: text,
    },
    AWS_LAMBDA_FUNCTION_NAME: {
      meaning: 'Set on AWS Lambda, whose files do not last: the embedded database is refused there.',
      schema: text,
    },
  },
} satisfies SettingGroup;
