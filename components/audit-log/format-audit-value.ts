import type { AuditFieldKind } from '@/lib/api/contract/audit';

const UNITS = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const;

/** A number of seconds in words, its non-zero units only: "1 hour", "1 day, 2 hours" (Intl unit formats). */
export function formatSeconds(seconds: number, locale: string): string {
  let rest = Math.max(0, Math.round(seconds));
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const value = Math.floor(rest / size);
    rest -= value * size;
    if (value > 0 || (unit === 'second' && parts.length === 0)) {
      parts.push(new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value));
    }
  }
  return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(parts);
}

/** What a kind of value holds that is a number: null for a kind of words, or text that is not a number. */
function asNumber(value: string): number | null {
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) ? number : null;
}

/**
 * A recorded value of a numeric kind in the reader's language: seconds as a duration, a percentage,
 * a count with the locale's grouping. Anything else (words, or a value that is not a number) is
 * returned as it is, for the caller to translate or show as recorded.
 */
export function formatAuditNumber(kind: AuditFieldKind, value: string, locale: string): string | null {
  if (kind !== 'seconds' && kind !== 'percent' && kind !== 'count') return null;
  const number = asNumber(value);
  if (number === null) return null;
  if (kind === 'seconds') return formatSeconds(number, locale);
  if (kind === 'percent') {
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(number / 100);
  }
  return new Intl.NumberFormat(locale).format(number);
}
