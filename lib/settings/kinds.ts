import { z } from 'zod';

/**
 * The kinds of value a setting takes, as zod schemas from the variable's (trimmed) text to what the
 * code uses. Their messages leave out the variable's name, which the parser puts first
 * (lib/settings/define.ts). Edge-safe: the middleware's settings use them too.
 */

/** Text as given, or undefined when unset. */
export const text = z.string().optional();

/** A whole number from `min` to `max`, `what` naming its unit in the message. */
export function wholeNumber(what: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return z.string().transform((raw, ctx) => {
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `must be ${what}, got "${raw}"` });
      return z.NEVER;
    }
    return n;
  });
}

/** A positive number, fractions allowed. */
export function positiveNumber(what: string) {
  return z.string().transform((raw, ctx) => {
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message: `must be ${what}, got "${raw}"` });
      return z.NEVER;
    }
    return n;
  });
}

/** A positive whole number in `Number()`'s reading (`1e3` included), or `off` for null. */
export function positiveIntegerOrOff(what: string) {
  return z.string().transform((raw, ctx) => {
    if (raw.toLowerCase() === 'off') return null;
    const n = Number(raw);
    if (!Number.isInteger(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message: `must be ${what}, got "${raw}"` });
      return z.NEVER;
    }
    return n;
  });
}

/** `on` or `off`, in any case. */
export const onOff = z.string().transform((value, ctx) => {
  const raw = value.toLowerCase();
  if (raw !== 'on' && raw !== 'off') {
    ctx.addIssue({ code: 'custom', message: `must be "on" or "off", got "${raw}"` });
    return z.NEVER;
  }
  return raw === 'on';
});

/** One of a few words, in any case. */
export function oneOf<const T extends string>(words: readonly T[]) {
  return z.string().transform((value, ctx) => {
    const raw = value.toLowerCase();
    if (!(words as readonly string[]).includes(raw)) {
      const list = words.map((word) => `"${word}"`).join(', ');
      ctx.addIssue({ code: 'custom', message: `must be one of ${list}, got "${value}"` });
      return z.NEVER;
    }
    return raw as T;
  });
}

/** The origin of an http(s) URL, or null when it is not one. */
export function httpOrigin(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** A service's base URL (`https://api.example.com/v1`) without a trailing slash; '' when unset. */
export const baseUrl = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return '';
    if (!httpOrigin(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `must be an http(s) address like "https://api.example.com", got "${value}"`,
      });
      return z.NEVER;
    }
    return value.replace(/\/+$/, '');
  });
