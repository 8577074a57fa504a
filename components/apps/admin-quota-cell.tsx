'use client';

import { useTranslations } from 'next-intl';

import type { App } from '@/lib/api/types';

import { quotaWindow } from './quota-window';
import { SMALL_BUTTON } from './styles';

/**
 * The admin table's heartbeat quota of one app: the count that applies per window, whether it is the
 * app's own or the default, and the button that changes it (beside what it changes).
 */
export function AdminQuotaCell({ app, onChange }: { app: App; onChange: (app: App) => void }) {
  const t = useTranslations('AdminApps');
  const quota = app.quota;
  return (
    <span className="flex items-center justify-between gap-3">
      <span className="flex flex-col">
        <span className="whitespace-nowrap tabular-nums">
          {quota && quota.limit !== null
            ? t('quotaValue', { limit: quota.limit, ...quotaWindow(quota.windowSeconds) })
            : t('quotaNone')}
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {quota?.custom ? t('quotaCustom') : t('quotaDefault')}
          {quota && quota.limit !== null && quota.used > 0
            ? ` · ${t('quotaUsed', { used: quota.used })}`
            : null}
        </span>
      </span>
      <button
        type="button"
        aria-label={t('quotaChangeLabel', { app: app.name })}
        onClick={() => onChange(app)}
        className={SMALL_BUTTON}
      >
        {t('quotaChange')}
      </button>
    </span>
  );
}
