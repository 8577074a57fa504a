'use client';

import { useFormatter, useTranslations } from 'next-intl';

import { SMALL_BUTTON } from '@/components/apps/styles';
import type { AlertSnooze } from '@/lib/api/contract/alerts';

/**
 * Snoozing the app's alerts for an hour or a day, or resuming them (docs/product.md, Offline alerts):
 * while snoozed, until when and a way to resume; else the two ways to snooze.
 */
export function AlertSnoozeControls({
  snooze,
  onSnooze,
  onResume,
}: {
  snooze: AlertSnooze;
  onSnooze: (hours: 1 | 24) => void;
  onResume: () => void;
}) {
  const t = useTranslations('Alerts');
  const format = useFormatter();
  if (snooze.snoozedUntil) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p className="min-w-0 flex-1">
          {t('snoozedUntil', { time: format.dateTime(new Date(snooze.snoozedUntil), 'exactShort') })}
        </p>
        <button type="button" onClick={onResume} className={SMALL_BUTTON}>
          {t('resume')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p className="w-full text-slate-600 dark:text-slate-300">{t('snoozeHint')}</p>
      <button type="button" onClick={() => onSnooze(1)} className={SMALL_BUTTON}>
        {t('snoozeHour')}
      </button>
      <button type="button" onClick={() => onSnooze(24)} className={SMALL_BUTTON}>
        {t('snoozeDay')}
      </button>
    </div>
  );
}
