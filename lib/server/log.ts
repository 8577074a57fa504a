import 'server-only';

import pino, { type DestinationStream, type Logger } from 'pino';
import { prettyFactory } from 'pino-pretty';

import { withoutPasswords } from '@/lib/server/db/errors';
import { setting } from '@/lib/settings/server';

/**
 * The reference backend's one logger (pino): every server-side log line goes through here.
 *
 * - Format: LOG_FORMAT `json` (one JSON object a line, for production's log collectors) or `pretty`
 *   (one readable line, for `npm run demo` and `next dev`); by default `pretty` in development, JSON
 *   otherwise. Everything goes to standard output.
 * - Nothing secret: an error is never logged as it is (a database driver's error carries the query's
 *   parameters: app keys, session-token hashes, rate-limit keys). `err` fields go through
 *   `safeError`, which keeps the error's name, code and a first line with quoted values, email
 *   addresses and long tokens masked; fields that could hold a secret are redacted by name besides.
 * - A loop that retries logs an outage through lib/server/log-streak.ts: once, not at every try.
 */

const REDACTED = '[redacted]';

/** Field names that never reach a log line, at the top level or one level down. */
const SECRET_FIELDS = [
  'appKey',
  'attestationObject',
  'authorization',
  'body',
  'challenge',
  'clientDataJSON',
  'cookie',
  'hash',
  'key',
  'params',
  'password',
  'passkey',
  'passwordHash',
  'otpauthUrl',
  'publicKey',
  'query',
  'recoveryCode',
  'recoveryCodes',
  'secret',
  'sessionToken',
  'signature',
  'token',
  'tokenHash',
  'x-app-key',
];

export type LogFormat = 'json' | 'pretty';

export function logFormat(): LogFormat {
  // Next.js fixes NODE_ENV at build time: `next dev` builds for development.
  // eslint-disable-next-line no-restricted-properties
  const fallback = process.env.NODE_ENV === 'development' ? 'pretty' : 'json';
  return validOr(() => setting('LOG_FORMAT'), undefined) ?? fallback;
}

/**
 * A logger setting, or its default while it is invalid: the logger must still say which setting is
 * invalid when start-up stops the server (start-up.ts).
 */
function validOr<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

// Runs of characters a key, token or hash is made of, long enough not to be a word or a path part.
const TOKEN_LIKE = /[A-Za-z0-9_+/=-]{20,}/g;
// Values a driver quotes in its messages (`invalid input syntax for type uuid: "…"`).
const QUOTED = /"[^"]*"|'[^']*'/g;
// An address a mail server names in its refusal (`<ann@example.com>: Recipient address rejected`).
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** A line of text with anything that could be a value or a secret masked. */
export function maskValues(text: string): string {
  return withoutPasswords(text).replace(QUOTED, '"?"').replace(EMAIL, REDACTED).replace(TOKEN_LIKE, REDACTED);
}

export interface SafeError {
  name: string;
  code?: string;
  message?: string;
  where?: string;
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

/**
 * What may be logged of an error: its name, the innermost code in its cause chain (a SQLSTATE or a
 * Node code), the first line of the innermost message (never a wrapper's, which holds the SQL and
 * its parameters) with values masked, and the first frame of its stack outside node_modules.
 */
export function safeError(error: unknown): SafeError {
  let innermost: unknown = error;
  let code: string | undefined;
  for (let e = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth += 1) {
    innermost = e;
    code = codeOf(e) ?? code;
  }
  const name = (error as Error | null)?.name ?? typeof error;
  const rawMessage = (innermost as Error | null)?.message ?? (typeof error === 'string' ? error : '');
  const message = maskValues(String(rawMessage).split('\n')[0]).slice(0, 200);
  const where = String((error as Error | null)?.stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('at ') && !line.includes('node_modules'));
  return {
    name: String(name),
    ...(code ? { code } : {}),
    ...(message ? { message } : {}),
    ...(where ? { where: maskValues(where.slice(3)) } : {}),
  };
}

function destination(format: LogFormat): DestinationStream {
  if (format === 'json') return process.stdout;
  // Formatted in the same call, not through a stream pipeline, so a line written just before
  // process.exit (a start-up failure) is not lost.
  const prettify = prettyFactory({
    singleLine: true,
    colorize: Boolean(process.stdout.isTTY),
    ignore: 'pid,hostname',
    translateTime: 'SYS:HH:MM:ss',
  });
  return { write: (line: string) => void process.stdout.write(prettify(line)) };
}

function createLogger(): Logger {
  return pino(
    {
      level: validOr(() => setting('LOG_LEVEL'), 'info'),
      base: { pid: process.pid },
      redact: {
        paths: SECRET_FIELDS.flatMap((field) => [`["${field}"]`, `*["${field}"]`]),
        censor: REDACTED,
      },
      serializers: { err: safeError },
    },
    destination(logFormat()),
  );
}

// On globalThis so that Next's dev reloads keep one logger.
const store = globalThis as typeof globalThis & { __fleetdeckLog?: { format: LogFormat; logger: Logger } };

/** The logger; made again when LOG_FORMAT changes (tests). */
export function log(): Logger {
  const format = logFormat();
  if (store.__fleetdeckLog?.format !== format) store.__fleetdeckLog = { format, logger: createLogger() };
  return store.__fleetdeckLog.logger;
}
