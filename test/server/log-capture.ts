import { jest } from '@jest/globals';

/** One line the server logged, parsed (LOG_FORMAT=json, the default under jest). */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/**
 * Records what the server logs (lib/server/log.ts writes JSON lines to standard output) and keeps it
 * off the test's output. `raw` is the text as written, for checks that nothing secret is in it.
 */
export function captureLog() {
  const raw: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
    raw.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }) as typeof process.stdout.write);
  return {
    raw,
    lines: (): LogLine[] =>
      raw
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
    messages: (): string[] =>
      raw
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as LogLine).msg),
    restore: () => spy.mockRestore(),
  };
}
