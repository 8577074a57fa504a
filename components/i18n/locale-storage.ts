import { LOCALE_COOKIE, LOCALES, type Locale } from '@/i18n/locales';
import { preferenceCookie } from '@/lib/display/preference-cookie';

/**
 * The chosen language (spec 3): localStorage `i18nLocale` is the source of truth; the `NEXT_LOCALE`
 * cookie mirrors it so the server renders in that language.
 */
const LOCALE_STORAGE_KEY = 'i18nLocale';

export type StoredLocale =
  | { kind: 'none' }
  | { kind: 'valid'; locale: Locale }
  /** An unknown code: it falls back to English (spec 1). */
  | { kind: 'unknown'; locale: Locale };

/** Whether a `storage` event is about the stored language (`null`: the whole storage was cleared). */
export function isLocaleStorageKey(key: string | null): boolean {
  return key === null || key === LOCALE_STORAGE_KEY;
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage the browser refuses (a SecurityError) holds no choice; the page keeps the cookie's.
    return null;
  }
}

export function readStoredLocale(): StoredLocale {
  const raw = readRaw();
  if (raw === null) return { kind: 'none' };
  return (LOCALES as readonly string[]).includes(raw)
    ? { kind: 'valid', locale: raw as Locale }
    : { kind: 'unknown', locale: 'en' };
}

export function persistLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused: the cookie alone carries the choice, for as long as the browser keeps it.
  }
  document.cookie = preferenceCookie(LOCALE_COOKIE, locale);
}
