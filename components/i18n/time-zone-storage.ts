import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE } from '@/i18n/time-zone';
import { storedPreference } from '@/lib/preferences/stored-preference';

/** The time zone lives in the `tz` cookie alone: the browser tells it again on every visit. */
const timeZonePreference = storedPreference<string>({
  cookie: TIME_ZONE_COOKIE,
  codec: {
    encode: (timeZone) => encodeURIComponent(timeZone),
    decode: (raw) => {
      try {
        return decodeURIComponent(raw);
      } catch {
        return null;
      }
    },
  },
});

/**
 * The time zone this browser is in (UTC when it cannot tell). The engine reports a zone it knows, so
 * it is not checked again: each `Intl.DateTimeFormat` costs milliseconds on a slow phone, and this
 * runs as the page first mounts.
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
}

/** The `tz` cookie as stored, or null: what the server formatted this page's dates with. */
export const readTimeZoneCookie = timeZonePreference.readCookie;

export const persistTimeZone = timeZonePreference.write;
