import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE } from '@/i18n/time-zone';
import { preferenceCookie } from '@/lib/display/preference-cookie';

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
  const prefix = `${TIME_ZONE_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (entry === undefined) return null;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return null;
  }
}

export function persistTimeZone(timeZone: string): void {
  document.cookie = preferenceCookie(TIME_ZONE_COOKIE, encodeURIComponent(timeZone));
}
