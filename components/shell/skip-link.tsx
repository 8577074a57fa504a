'use client';

import { useTranslations } from 'next-intl';

import { MAIN_CONTENT_ID } from '@/components/shell/shell-ids';

/** The first stop of the Tab key: straight to the page, past the sidebar and header. */
export function SkipLink() {
  const t = useTranslations('Shell');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      // The classes are in shell.css: a page's first HTML carries the whole shell.
      className="skip-link"
    >
      {t('skipToContent')}
    </a>
  );
}
