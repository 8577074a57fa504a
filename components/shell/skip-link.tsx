'use client';

import { useTranslations } from 'next-intl';

import { MAIN_CONTENT_ID } from '@/components/shell/shell-ids';

/**
 * The first stop of the Tab key: straight to the page, past the sidebar and header. `inert` while the
 * narrow sidebar covers the page, as the page is.
 */
export function SkipLink({ inert }: { inert: boolean }) {
  const t = useTranslations('Shell');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      inert={inert}
      // The classes are in shell.css: a page's first HTML carries the whole shell.
      className="skip-link"
    >
      {t('skipToContent')}
    </a>
  );
}
