'use client';

import { useTranslations } from 'next-intl';

import { cx } from '@/components/shell/class-names';
import type { AppKeyState as State } from '@/lib/api/types';

const COLOURS: Record<State, string> = {
  active: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200',
  grace: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200',
  revoked: 'bg-slate-100 text-slate-700 dark:bg-slate-700/60 dark:text-slate-200',
};

/** A key's state as a small label: the current key, an old one still accepted, or one no longer accepted. */
export function AppKeyState({ state }: { state: State }) {
  const t = useTranslations('AppKeys');
  return (
    <span className={cx('rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', COLOURS[state])}>
      {t(`states.${state}`)}
    </span>
  );
}
