'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

import { persistLocale, readStoredLocale } from '@/components/i18n/locale-storage';
import { resolveLocale } from '@/i18n/locales';

/**
 * localStorage holds the chosen language; the server renders the one in the cookie. On first mount,
 * when the two differ (a cookie lost or stale), the cookie follows localStorage and the server
 * components render again. An unknown stored code is replaced by English (spec 1).
 * The page's current language is read from `<html lang>`, which the root layout sets.
 */
export function LocaleSync() {
  const router = useRouter();
  useEffect(() => {
    const stored = readStoredLocale();
    if (stored.kind === 'none') return;
    const current = resolveLocale(document.documentElement.lang);
    if (stored.kind === 'unknown' || stored.locale !== current) persistLocale(stored.locale);
    if (stored.locale !== current) router.refresh();
  }, [router]);
  return null;
}
