import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE } from '@/i18n/time-zone';
import { writePreference, type Preference } from '@/lib/preferences/stored-preference';

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

export function persistTimeZone(timeZone: string): void {
  writePreference(TIME_ZONE_PREFERENCE, encodeURIComponent(timeZone));
}
