'use client';

import { useTranslations } from 'next-intl';

/** Turns the 30-second auto-refresh of the devices table on or off. */
export function AutoRefreshToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const t = useTranslations('OnlineDevices');
  return (
    <label className="inline-flex items-center gap-2 text-sm whitespace-nowrap text-slate-600 dark:text-slate-300">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-300 accent-brand-600 dark:border-slate-600"
      />
      {t('autoRefresh')}
    </label>
  );
}
