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

/** Thrown by getDb() when the database cannot be opened, reached or migrated. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is not available', { cause });
    this.name = 'DatabaseUnavailableError';
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

export function isUniqueViolation(error: unknown): boolean {
  return [...causeChain(error)].some((e) => codeOf(e) === UNIQUE_VIOLATION);
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
