'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

import { isLocaleStorageKey, persistLocale, readStoredLocale } from '@/components/i18n/locale-storage';
import { browserTimeZone, persistTimeZone } from '@/components/i18n/time-zone-storage';
import { resolveLocale } from '@/i18n/locales';

/**
 * localStorage holds the chosen language; the server renders the one in the cookie. On first mount
 * the cookie is written again from localStorage: that keeps it alive where the browser caps a script's
 * cookies at days (Safari: 7), and when the two differed (a cookie lost or stale) the server
 * components render again. An unknown stored code is replaced by English (docs/product.md, Languages).
 * The page's current language is read from `<html lang>`, which the root layout sets. A language
 * chosen in another tab arrives by a storage event, and this tab renders again in it.
 *
 * Likewise the time zone: the server formats dates in the zone of the `tz` cookie (UTC without one)
 * and says which (`serverTimeZone`); the cookie is written again, and when the server's zone was not
 * this browser's the page renders again in the right one.
 */
export function LocaleSync({ serverTimeZone }: { serverTimeZone: string }) {
  const router = useRouter();
  useEffect(() => {
    let refresh = false;
    const stored = readStoredLocale();
    if (stored.kind !== 'none') {
      const current = resolveLocale(document.documentElement.lang);
      persistLocale(stored.locale);
      refresh = stored.locale !== current;
    }

    // Written again each time, as the language is.
    const zone = browserTimeZone();
    persistTimeZone(zone);
    if (serverTimeZone !== zone) refresh = true;

    if (refresh) router.refresh();
  }, [router, serverTimeZone]);

  // A language chosen in another tab: this one follows, as the language select does in its own tab.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage || !isLocaleStorageKey(event.key)) return;
      const stored = readStoredLocale();
      if (stored.kind === 'none') return;
      if (stored.locale === resolveLocale(document.documentElement.lang)) return;
      // The other tab has written the cookie already; writing it again costs nothing and covers an
      // unknown code, which becomes English here as on a first load.
      persistLocale(stored.locale);
      router.refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [router]);
  return null;
}
