'use client';

import { useTranslations } from 'next-intl';

import { useClock } from '@/components/i18n/use-clock';

import { CLOCK_TICK_MS } from './relative-time';

/**
 * The online/offline dot, always with its word: colour alone would not tell everyone. With the
 * device's `lastSeen` and the API's online window, a row that came online turns offline by itself
 * once its last heartbeat is older than the window, as its "last seen" ages beside it; it never turns
 * online again without a new answer.
 */
export function DeviceStatus({
  online: reported,
  lastSeen,
  windowSeconds,
}: {
  online: boolean;
  lastSeen?: string;
  windowSeconds?: number;
}) {
  const t = useTranslations('DeviceColumns');
  const now = useClock(CLOCK_TICK_MS);
  // As the API counts it: online while the last heartbeat is less than the window old.
  const aged =
    lastSeen !== undefined &&
    windowSeconds !== undefined &&
    now.getTime() - new Date(lastSeen).getTime() >= windowSeconds * 1000;
  const online = reported && !aged;
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
