import { Problem, readWith } from './kinds';

/**
 * A rate limit: `<count>/<window>`, the window in seconds or with a unit `s`, `m` or `h` (`10/15m`), or
 * `off` (null) to disable it.
 */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

function readRateLimit(raw: string): RateLimit | null | Problem {
  if (raw.toLowerCase() === 'off') return null;
  const match = /^(\d+)\s*\/\s*(\d+)\s*([smh]?)$/i.exec(raw);
  const limit = match ? Number(match[1]) : 0;
  const windowMs = match ? Number(match[2]) * UNIT_MS[(match[3] || 's').toLowerCase()] : 0;
  if (limit < 1 || windowMs < 1) {
    return new Problem(`must look like "10/15m" (count/window with unit s, m or h) or "off", got "${raw}"`);
  }
  return { limit, windowMs };
}

export const rateLimit = readWith(readRateLimit);

/** A rate limit written by hand (the simulator's options), `name` heading the error. */
export function parseRateLimit(name: string, raw: string): RateLimit | null {
  const read = readRateLimit(raw);
  if (read instanceof Problem) throw new Error(`${name} ${read.message}`);
  return read;
}
