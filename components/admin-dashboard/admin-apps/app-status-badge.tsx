'use client';

import { useTranslations } from 'next-intl';

import type { AppStatus } from '@/lib/api/types';

/** An app's status as a small badge with its word (colour is only a second cue). */
export function AppStatusBadge({ status }: { status: AppStatus }) {
  const t = useTranslations('AdminDashboard');
  const suspended = status === 'suspended';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${
        suspended
          ? 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200'
          : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200'
      }`}
    >
      {suspended ? t('statuses.suspended') : t('statuses.active')}
    </span>
  );
}
