import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE } from '@/i18n/time-zone';
import { readPreferenceCookie, writePreference, type Preference } from '@/lib/preferences/stored-preference';

/** The time zone lives in the `tz` cookie alone, URI-encoded: the browser tells it again on every visit. */
const TIME_ZONE_PREFERENCE = { cookie: TIME_ZONE_COOKIE } satisfies Preference;

/**
 * The time zone this browser is in (UTC when it cannot tell). The engine reports a zone it knows, so
 * it is not checked again: each `Intl.DateTimeFormat` costs milliseconds on a slow phone, and this
 * runs as the page first mounts.
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
}

/** The `tz` cookie as stored, or null: what the server formatted this page's dates with. */
export function readTimeZoneCookie(): string | null {
  const raw = readPreferenceCookie(TIME_ZONE_PREFERENCE.cookie);
  if (raw === null) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export function persistTimeZone(timeZone: string): void {
  writePreference(TIME_ZONE_PREFERENCE, encodeURIComponent(timeZone));
}
