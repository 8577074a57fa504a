/** The 15 interface languages (docs/product.md, Languages), each named in its own language. */
export const LOCALES = [
  'zh',
  'da',
  'en',
  'fr',
  'de',
  'el',
  'hu',
  'it',
  'ja',
  'pl',
  'pt',
  'ru',
  'es',
  'sv',
  'tr',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  zh: '中文',
  da: 'Dansk',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  el: 'Ελληνικά',
  hu: 'Magyar',
  it: 'Italiano',
  ja: '日本語',
  pl: 'Polski',
  pt: 'Português',
  ru: 'Русский',
  es: 'Español',
  sv: 'Svenska',
  tr: 'Türkçe',
};

/** An unknown stored code falls back to English (docs/product.md, Languages). */
export function resolveLocale(code: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(code ?? '') ? (code as Locale) : DEFAULT_LOCALE;
}
