'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import type { AppStatus, Platform } from '@/lib/api/types';

/** Translated names of platforms and app statuses (the `AppManagement` namespace). */
export function useAppLabels() {
  const t = useTranslations('AppManagement');
  // Stable while the language stays, so table columns built from it are not rebuilt on each render.
  return useMemo(
    () => ({
      platform: (value: Platform) => t(`platforms.${value}`),
      status: (value: AppStatus) => t(`statuses.${value}`),
    }),
    [t],
  );
}
