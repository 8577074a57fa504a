'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';

import { cx } from '@/components/shell/class-names';
import type { AppQuota } from '@/lib/api/types';

import { quotaLevel, quotaWindow } from './quota-window';
import { FIELD_LABEL } from './styles';

const BAR_COLOUR = {
  ok: 'bg-brand-600 dark:bg-brand-500',
  near: 'bg-amber-500',
  full: 'bg-red-600 dark:bg-red-500',
} as const;

/**
 * An app's heartbeats in the current window against its quota, as the customer sees it on the app's
 * card: the count, a bar (a progressbar named by its label, its value read as the same text), who set
 * the quota, and a note when the app is near it or at it.
 */
export function AppQuotaUsage({ quota }: { quota: AppQuota }) {
  const t = useTranslations('AppQuota');
  const format = useFormatter();
  const id = useId();
  const level = quotaLevel(quota);

  if (quota.limit === null || level === 'none') {
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t('unlimited')}</p>;
  }
  const { limit, used } = quota;
  const usage = t('usage', { used, limit });
  const share = limit === 0 ? 1 : Math.min(1, used / limit);
  const resetsAt = quota.resetsAt ? format.dateTime(new Date(quota.resetsAt), 'exactTime') : null;
  let note: string | null = null;
  if (limit === 0) note = t('zero');
  else if (level === 'full') note = resetsAt ? t('fullUntil', { time: resetsAt }) : t('full');
  else if (level === 'near') note = t('near');

  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <span id={`${id}-label`} className={FIELD_LABEL}>
          {t('title', quotaWindow(quota.windowSeconds))}
        </span>
        {/* Isolated, so "1,234 of 150,000" keeps its order in a right-to-left layout of a left-to-right language. */}
        <bdi className="text-sm font-medium tabular-nums">{usage}</bdi>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={usage}
        className="h-2 overflow-hidden rounded-full bg-slate-200 forced-colors:border dark:bg-slate-700"
      >
        <div
          className={cx('h-full rounded-full forced-colors:bg-[Highlight]', BAR_COLOUR[level])}
          style={{ width: `${share * 100}%` }}
        />
      </div>
      {quota.custom ? <p className="text-xs text-slate-500 dark:text-slate-400">{t('custom')}</p> : null}
      {note ? (
        <p
          className={cx(
            'text-sm',
            level === 'near' ? 'text-amber-800 dark:text-amber-200' : 'text-red-700 dark:text-red-300',
          )}
        >
          {note}
        </p>
      ) : null}
    </div>
  );
}
