'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';

import { LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales';
import type { SdkGuideLanguage } from '@/lib/api/types';

import { SELECT } from './guide-app-picker';

/**
 * The admin's choice of the guide's language to edit, each language named in its own words. A language
 * saved before English last was (or never, while English was) is marked "older than English" in the
 * list and under it, so the admin sees which translations may lack English's latest changes.
 */
export function GuideLanguagePicker({
  locale,
  languages,
  onChange,
}: {
  locale: Locale;
  /** Undefined while loading (or when it failed): the languages show without markers. */
  languages: readonly SdkGuideLanguage[] | undefined;
  onChange: (locale: Locale) => void;
}) {
  const t = useTranslations('SdkGuideEditor');
  const format = useFormatter();
  const id = useId();
  const hintId = useId();
  const older = new Set(languages?.filter((language) => language.olderThanEnglish).map((l) => l.locale));
  const name = (code: Locale) =>
    older.has(code) ? t('languageOlder', { language: LOCALE_NAMES[code] }) : LOCALE_NAMES[code];

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('language')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => onChange(event.target.value as Locale)}
        aria-describedby={hintId}
        className={SELECT}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code}>
            {name(code)}
          </option>
        ))}
      </select>
      <div id={hintId} className="mt-1 space-y-1 text-xs text-slate-600 dark:text-slate-400">
        <p>{t('languageHint')}</p>
        {older.has(locale) ? (
          <p className="font-medium text-amber-800 dark:text-amber-200">{t('olderThanEnglish')}</p>
        ) : null}
        {older.size > 0 ? (
          <p>
            {t('olderList', {
              languages: format.list(
                LOCALES.filter((code) => older.has(code)).map((code) => LOCALE_NAMES[code]),
                { type: 'conjunction' },
              ),
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
