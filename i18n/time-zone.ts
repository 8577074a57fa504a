/**
 * The reader's time zone. The browser knows it; the server learns it from the `tz` cookie, which the
 * client writes (components/i18n/locale-sync.tsx), so dates and times render in the reader's zone on
 * the server as in the browser. Without a (valid) cookie the server formats in UTC, the same for
 * every reader, never in the zone of whatever machine it runs on.
 */
export const TIME_ZONE_COOKIE = 'tz';
export const DEFAULT_TIME_ZONE = 'UTC';

/** IANA names are short and plain ('America/Argentina/Buenos_Aires', 'Etc/GMT+5'). */
const TIME_ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** A time zone the Intl API knows, as given; anything else is UTC. */
export function resolveTimeZone(value: string | null | undefined): string {
  if (!value || !TIME_ZONE_SHAPE.test(value)) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
