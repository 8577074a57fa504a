import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales';

/** A language tag as browsers and BCP 47 write it ('de', 'pt-BR', 'zh-Hans-CN'); anything else is malformed. */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

/**
 * The guide's language asked for in `?locale=`: one of the console's languages, by its primary subtag
 * ('pt-BR' reads Portuguese); a well-formed tag of another language reads English (its fallback);
 * no tag reads English too. A malformed tag is null: the caller answers 400, as for any bad parameter.
 */
export function readGuideLocale(tag: string | null): Locale | null {
  if (tag === null || tag === '') return DEFAULT_LOCALE;
  if (tag.length > 35 || !LANGUAGE_TAG.test(tag)) return null;
  const primary = tag.split('-')[0].toLowerCase();
  return (LOCALES as readonly string[]).includes(primary) ? (primary as Locale) : DEFAULT_LOCALE;
}

/** The language an admin saves: one of the console's languages exactly, never a fallback. */
export function isGuideLocale(tag: string | null): tag is Locale {
  return (LOCALES as readonly string[]).includes(tag ?? '');
}
