'use client';

import { useTranslations } from 'next-intl';

/** An empty cell: a quiet dash on screen, words for screen readers. */
export function NotReported() {
  const t = useTranslations('DeviceColumns');
  return (
    <span className="text-slate-400 dark:text-slate-500" title={t('notReported')}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('notReported')}</span>
    </span>
  );
}
