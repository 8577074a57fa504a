'use client';

import { useTranslations } from 'next-intl';

import { MAIN_CONTENT_ID } from '@/components/shell/shell-ids';

/** The first stop of the Tab key: straight to the page, past the sidebar and header. */
export function SkipLink() {
  const t = useTranslations('Shell');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-700 focus:shadow-lg dark:focus:bg-slate-900 dark:focus:text-brand-100"
    >
      {t('skipToContent')}
    </a>
  );
}
