'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useOptimistic, useTransition } from 'react';

import { persistLocale } from '@/components/i18n/locale-storage';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import { GlobeIcon } from '@/components/icons/globe-icon';
import { LOCALE_NAMES, LOCALES, resolveLocale } from '@/i18n/locales';

/**
 * The language choice (docs/product.md, Languages): the 15 languages, each named in its own language. Choosing one
 * stores it and asks the server components to render again in it. On small screens only the globe
 * shows; the list still opens from it with every name. Where the browser can style the list, it is
 * laid out only when it opens (language-select.css).
 */
export function LanguageSelect() {
  const t = useTranslations('LanguageSelect');
  const locale = resolveLocale(useLocale());
  const router = useRouter();
  const id = useId();
  const [shown, setShown] = useOptimistic(locale);
  const [pending, startTransition] = useTransition();

  return (
    <div className="relative flex size-10 items-center justify-center rounded-lg transition-colors hover:bg-slate-100 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 sm:size-auto dark:hover:bg-white/10">
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <GlobeIcon className="pointer-events-none size-5 text-slate-500 sm:absolute sm:start-2.5 sm:size-4.5 dark:text-slate-400" />
      <select
        id={id}
        value={shown}
        aria-busy={pending || undefined}
        onChange={(event) => {
          const next = resolveLocale(event.target.value);
          persistLocale(next);
          startTransition(() => {
            setShown(next);
            router.refresh();
          });
        }}
        className={[
          // Small screens: an invisible select over the globe, so the list still opens from it.
          'language-select absolute inset-0 overflow-hidden opacity-0 sm:static sm:opacity-100',
          'h-10 rounded-lg border border-transparent bg-transparent text-sm font-medium outline-none',
          'text-slate-700 sm:ps-8 sm:pe-7 dark:text-slate-200',
        ].join(' ')}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute end-2 hidden size-4 text-slate-400 sm:block" />
    </div>
  );
}
