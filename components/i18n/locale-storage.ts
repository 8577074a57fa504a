import { LOCALE_COOKIE, LOCALES, type Locale } from '@/i18n/locales';
import {
  isPreferenceKey,
  readPreference,
  writePreference,
  type Preference,
} from '@/lib/preferences/stored-preference';

/**
 * The chosen language: localStorage `i18nLocale` is the source of truth; the `NEXT_LOCALE` cookie
 * mirrors it so the server renders in that language.
 */
const LOCALE_PREFERENCE = { key: 'i18nLocale', cookie: LOCALE_COOKIE } satisfies Preference;

export type StoredLocale =
  | { kind: 'none' }
  | { kind: 'valid'; locale: Locale }
  /** An unknown code: it falls back to English. */
  | { kind: 'unknown'; locale: Locale };

/** Whether a `storage` event is about the stored language (`null`: the whole storage was cleared). */
export function isLocaleStorageKey(key: string | null): boolean {
  return isPreferenceKey(LOCALE_PREFERENCE.key, key);
}

/** Storage the browser refuses holds no choice; the page keeps the cookie's. */
export function readStoredLocale(): StoredLocale {
  const raw = readPreference(LOCALE_PREFERENCE.key);
  if (raw === null) return { kind: 'none' };
  return (LOCALES as readonly string[]).includes(raw)
    ? { kind: 'valid', locale: raw as Locale }
    : { kind: 'unknown', locale: 'en' };
}

/** Where storage is refused, the cookie alone carries the choice, for as long as the browser keeps it. */
export function persistLocale(locale: Locale): void {
  writePreference(LOCALE_PREFERENCE, locale);
}
