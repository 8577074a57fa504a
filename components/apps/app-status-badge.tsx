'use client';

import { useTranslations } from 'next-intl';

import { cx } from '@/components/shell/class-names';
import type { AppStatus } from '@/lib/api/types';

/** An app's status as a small coloured label (the text carries the meaning, not the colour alone). */
export function AppStatusBadge({ status }: { status: AppStatus }) {
  const t = useTranslations('AppStatuses');
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        status === 'active'
          ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200'
          : 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200',
      )}
    >
      <span
        aria-hidden="true"
        className={cx('size-1.5 rounded-full', status === 'active' ? 'bg-emerald-500' : 'bg-amber-500')}
      />
      {t(status)}
    </span>
  );
}
