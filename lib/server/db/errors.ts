import 'server-only';

import { setting } from '@/lib/settings/server';

/**
 * Recognises database failures by their PostgreSQL or network error codes. Drizzle wraps driver
 * errors (DrizzleQueryError), so the whole `cause` chain is searched.
 */
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'EPIPE',
]);
// 57P01-57P03: the server is shutting down or starting; 53300: too many connections; 57014: a
// statement cancelled, by the statement timeout (DB_STATEMENT_TIMEOUT_MS) when the server is too slow.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const UNIQUE_VIOLATION = '23505';

/**
 * Thrown by getDb() when the database cannot be opened, reached or migrated. Its message says why in
 * one line (`The database is not available: connect ECONNREFUSED 127.0.0.1:5432`), without passwords,
 * so that scripts and the start-up log can print it as it is.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    const reason = describeCause(cause);
    super(`The database is not available${reason ? `: ${reason}` : ''}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Thrown when another process holds the embedded database's folder (see data-dir-lock.ts). */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`DATA_DIR ${dataDir} is in use by process ${pid}; stop it or use DATABASE_URL`);
    this.name = 'DataDirInUseError';
  }
}

function* causeChain(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; current && depth < 8; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** An error's first line, with its code when the text does not say it (`... does not exist (3D000)`). */
function oneLine(error: unknown): string {
  if (typeof error === 'string') return error.split('\n')[0].trim();
  // Duck-typed: errors from Node's own modules come from another realm under jest.
  const { message, errors } = (error ?? {}) as { message?: unknown; errors?: unknown };
  // Node reports a host that resolves to several addresses, all refused, as an AggregateError
  // with an empty message: its errors say which.
  if (!message && Array.isArray(errors)) {
    return [...new Set(errors.map(oneLine).filter(Boolean))].join('; ');
  }
  if (typeof message !== 'string') return '';
  const text = message.split('\n')[0].trim();
  const code = codeOf(error);
  return code && text && !text.includes(code) ? `${text} (${code})` : text;
}

/** Hides the password of any connection string, and DATABASE_URL's password wherever it appears. */
export function withoutPasswords(text: string): string {
  let safe = text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@]*@/gi, '$1***@');
  const password = /^[a-z][a-z0-9+.-]*:\/\/[^:/@]*:([^@]+)@/i.exec(setting('DATABASE_URL') ?? '')?.[1];
  if (password && password.length >= 3) {
    for (const form of new Set([password, safeDecode(password)])) safe = safe.split(form).join('***');
  }
  return safe;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Why a database call failed, in one line: the innermost error in the cause chain that says anything
 * (a driver's error rather than the query wrapper around it, whose text holds the whole statement).
 */
export function describeCause(error: unknown): string {
  let reason = '';
  for (const e of causeChain(error)) reason = oneLine(e) || reason;
  return withoutPasswords(reason);
}

export function isUniqueViolation(error: unknown): boolean {
  return [...causeChain(error)].some((e) => codeOf(e) === UNIQUE_VIOLATION);
}

/** Whether another process holds the embedded database's folder: a setting to fix, not an outage. */
export function isDataDirInUse(error: unknown): boolean {
  return [...causeChain(error)].some((e) => (e as Error | null)?.name === 'DataDirInUseError');
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return [...causeChain(error)].some((e) => {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = codeOf(e);
    if (!code)
      return /Connection terminated|timeout exceeded when trying to connect/i.test(
        String((e as Error)?.message),
      );
    // SQLSTATE class 08 is "connection exception".
    return UNAVAILABLE_NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08');
  });
}
