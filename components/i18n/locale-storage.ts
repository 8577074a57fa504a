import { LOCALE_COOKIE, LOCALES, type Locale } from '@/i18n/locales';

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

export function readStoredLocale(): StoredLocale {
  const raw = window.localStorage.getItem(LOCALE_STORAGE_KEY);
  if (raw === null) return { kind: 'none' };
  return (LOCALES as readonly string[]).includes(raw)
    ? { kind: 'valid', locale: raw as Locale }
    : { kind: 'unknown', locale: 'en' };
}

function serializeLocaleCookie(locale: Locale): string {
  // A year: a preference, not a credential.
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function persistLocale(locale: Locale): void {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  document.cookie = serializeLocaleCookie(locale);
}
