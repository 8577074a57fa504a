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
    // Its classes live in language-select.css: the header is in every page's first HTML.
    <div className="language-field">
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <GlobeIcon className="language-globe" />
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
        className="language-select"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="language-chevron" />
    </div>
  );
}
