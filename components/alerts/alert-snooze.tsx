'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

import { SMALL_BUTTON } from '@/components/apps/styles';
import type { AlertSnooze } from '@/lib/api/contract/alerts';

/**
 * Snoozing the app's alerts for an hour or a day, or resuming them (docs/product.md, Offline alerts):
 * while snoozed, until when and a way to resume; else the two ways to snooze. The button pressed goes
 * away with the change, so the focus moves to the one that undoes it, and stays inside the dialog.
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
  const pressed = useRef(false);
  const resumeRef = useRef<HTMLButtonElement>(null);
  const hourRef = useRef<HTMLButtonElement>(null);
  const snoozed = snooze.snoozedUntil !== null;
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    (snoozed ? resumeRef : hourRef).current?.focus();
  }, [snoozed]);
  const press = (action: () => void) => () => {
    pressed.current = true;
    action();
  };
  if (snooze.snoozedUntil) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p className="min-w-0 flex-1">
          {t('snoozedUntil', { time: format.dateTime(new Date(snooze.snoozedUntil), 'exactShort') })}
        </p>
        <button ref={resumeRef} type="button" onClick={press(onResume)} className={SMALL_BUTTON}>
          {t('resume')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p className="w-full text-slate-600 dark:text-slate-300">{t('snoozeHint')}</p>
      <button ref={hourRef} type="button" onClick={press(() => onSnooze(1))} className={SMALL_BUTTON}>
        {t('snoozeHour')}
      </button>
      <button type="button" onClick={press(() => onSnooze(24))} className={SMALL_BUTTON}>
        {t('snoozeDay')}
      </button>
    </div>
  );
}
