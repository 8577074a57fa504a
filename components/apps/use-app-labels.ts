'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import type { AppStatus, Platform } from '@/lib/api/types';

import { usePlatformName } from './use-platform-name';

/** Translated names of platforms (`Platforms`) and app statuses (`AppStatuses`). */
export function useAppLabels() {
  const t = useTranslations('AppStatuses');
  const platformName = usePlatformName();
  // Stable while the language stays, so table columns built from it are not rebuilt on each render.
  return useMemo(
    () => ({
      platform: (value: Platform) => platformName(value),
      status: (value: AppStatus) => t(value),
    }),
    [t, platformName],
  );
}
