'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

import { splitDuration } from './online-per-day';

/** "2 h 5 min", "5 min", "less than a minute", in the reader's language. */
export function useDuration() {
  const t = useTranslations('DevicePage');
  return useCallback(
    (seconds: number) => {
      const { hours, minutes } = splitDuration(seconds);
      if (hours > 0) return t('durationHours', { hours, minutes });
      return minutes > 0 ? t('durationMinutes', { minutes }) : t('durationUnderMinute');
    },
    [t],
  );
}
