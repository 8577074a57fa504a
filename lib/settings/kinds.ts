import * as z from 'zod/mini';

/**
 * The kinds of value a setting takes, as zod schemas from the variable's (trimmed) text to what the
 * code uses. Their messages leave out the variable's name, which the parser puts first
 * (lib/settings/define.ts). zod/mini, whose pieces are bundled only when used: the Edge middleware
 * carries the console's settings, and little of zod (docs/operations.md, "Settings").
 */

/** What is wrong with a setting's value, returned by a read instead of the value. */
export class Problem {
  constructor(readonly message: string) {}
}

/** A setting read by `read` from its text, or from undefined when it is unset and has no default. */
export function readWith<T>(read: (raw: string) => T | Problem): z.ZodMiniType<T, string>;
export function readWith<T>(
  read: (raw: string | undefined) => T | Problem,
  optional: true,
): z.ZodMiniType<T, string | undefined>;
export function readWith<T>(
  read: (raw: string) => T | Problem,
  optional?: true,
): z.ZodMiniType<T, string | undefined> {
  const input: z.ZodMiniType<string | undefined, string | undefined> = optional
    ? z.optional(z.string())
    : z.string();
  return z.pipe(
    input,
    z.transform((raw: string | undefined, ctx) => {
      // Without a default, an unset variable is undefined: only the optional reads are given it.
      const value = read(raw as string);
      if (!(value instanceof Problem)) return value;
      ctx.issues.push({ code: 'custom', message: value.message, input: raw });
      return z.NEVER;
    }),
  );
}

/** Text as given, or undefined when unset. */
export const text = z.optional(z.string());

/** A whole number from `min` to `max`, `what` naming its unit in the message. */
export function wholeNumber(what: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return readWith((raw) => {
    const n = Number(raw);
    const valid = /^\d+$/.test(raw) && Number.isSafeInteger(n) && n >= min && n <= max;
    return valid ? n : new Problem(`must be ${what}, got "${raw}"`);
  });
}

/** A positive number, fractions allowed. */
export function positiveNumber(what: string) {
  return readWith((raw) => {
    const n = Number(raw);
    return Number.isFinite(n) && n > 0 ? n : new Problem(`must be ${what}, got "${raw}"`);
  });
}

/** A positive whole number, or `off` for null. */
export function positiveIntegerOrOff(what: string) {
  return readWith((raw) => {
    if (raw.toLowerCase() === 'off') return null;
    const n = Number(raw);
    return Number.isInteger(n) && n > 0 ? n : new Problem(`must be ${what}, got "${raw}"`);
  });
}

/** `on` or `off`, in any case. */
export const onOff = readWith((value) => {
  const raw = value.toLowerCase();
  if (raw !== 'on' && raw !== 'off') return new Problem(`must be "on" or "off", got "${raw}"`);
  return raw === 'on';
});

/** One of a few words, in any case. */
export function oneOf<const T extends string>(words: readonly T[]) {
  return readWith((value): T | Problem => {
    const raw = value.toLowerCase();
    if ((words as readonly string[]).includes(raw)) return raw as T;
    const list = words.map((word) => `"${word}"`).join(', ');
    return new Problem(`must be one of ${list}, got "${value}"`);
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
export const baseUrl = readWith((value) => {
  if (value === undefined) return '';
  if (!httpOrigin(value)) {
    return new Problem(`must be an http(s) address like "https://api.example.com", got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}, true);
