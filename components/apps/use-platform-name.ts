'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

import { PLATFORMS, type Platform } from '@/lib/api/types';

const isPlatform = (value: string): value is Platform => (PLATFORMS as readonly string[]).includes(value);

/**
 * A platform's name in the user's language (the `Platforms` namespace, the one place every page reads
 * it from). A platform newer than this console is shown as the API wrote it rather than failing.
 */
export function usePlatformName(): (platform: string) => string {
  const t = useTranslations('Platforms');
  return useCallback((platform: string) => (isPlatform(platform) ? t(platform) : platform), [t]);
}
