'use client';

import { useTranslations } from 'next-intl';

/** The online/offline dot, always with its word: colour alone would not tell everyone. */
export function DeviceStatus({ online }: { online: boolean }) {
  const t = useTranslations('DeviceColumns');
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <span
        aria-hidden="true"
        className={`size-2.5 shrink-0 rounded-full ${
          online
            ? 'bg-emerald-500 ring-2 ring-emerald-500/20 dark:bg-emerald-400'
            : 'bg-slate-300 dark:bg-slate-600'
        }`}
      />
      {online ? t('online') : t('offline')}
    </span>
  );
}
