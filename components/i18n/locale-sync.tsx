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
 * this browser's the page renders again in the right one. Asking the browser for its zone the first
 * time loads the engine's zone data (about 20 ms of a load at full speed on the bench's machine), so it
 * is asked in a task of its own once the page is idle, not among the first render's effects; when the
 * language renders the page again anyway, it is asked at once, for one render with both.
 */
export function LocaleSync({ serverTimeZone }: { serverTimeZone: string }) {
  const router = useRouter();
  useEffect(() => {
    let languageChanged = false;
    const stored = readStoredLocale();
    if (stored.kind !== 'none') {
      const current = resolveLocale(document.documentElement.lang);
      persistLocale(stored.locale);
      languageChanged = stored.locale !== current;
    }

    // Written again each time, as the language is. True when the page was formatted in another zone.
    const syncZone = () => {
      const zone = browserTimeZone();
      persistTimeZone(zone);
      return serverTimeZone !== zone;
    };
    if (languageChanged) {
      syncZone();
      router.refresh();
      return;
    }
    return whenIdle(() => {
      if (syncZone()) router.refresh();
    });
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

/**
 * Runs `work` in a task of its own once the page is idle (at the latest after 2 s), or soon where the
 * browser cannot tell idle time (Safari); returns what cancels it.
 */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 0);
  return () => window.clearTimeout(timer);
}
