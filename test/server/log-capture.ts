import { jest } from '@jest/globals';

/** One line the server logged, parsed (LOG_FORMAT=json, the default under jest). */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/**
 * Records what the server logs (lib/server/log.ts writes JSON lines to standard output) and keeps it
 * off the test's output. `raw` is the text as written, for checks that nothing secret is in it;
 * `outside` what was written with console.* instead, past the logger (server code never should).
 */
export function captureLog() {
  const raw: string[] = [];
  const outside: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
    raw.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }) as typeof process.stdout.write);
  const consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      outside.push(args.map(String).join(' '));
    }),
  );
  return {
    raw,
    outside,
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
    restore: () => {
      spy.mockRestore();
      for (const consoleSpy of consoleSpies) consoleSpy.mockRestore();
    },
  };
}

/** The lines written again within a second of the same line (all but its time and pid). */
export function repeatsWithinASecond(lines: LogLine[]): string[] {
  const last = new Map<string, number>();
  const repeats: string[] = [];
  for (const { time, ...rest } of lines) {
    delete rest.pid;
    const text = JSON.stringify(rest);
    const at = Number(time);
    const before = last.get(text);
    if (before !== undefined && at - before < 1000) repeats.push(text);
    last.set(text, at);
  }
  return repeats;
}
