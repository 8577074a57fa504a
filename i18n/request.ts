import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';

import { formats } from '@/i18n/formats';
import { LOCALE_COOKIE, resolveLocale } from '@/i18n/locales';
import { resolveTimeZone, TIME_ZONE_COOKIE } from '@/i18n/time-zone';

// No locale in the URL: the language is the user's stored choice, mirrored to the NEXT_LOCALE cookie.
// The time zone is the reader's, from the `tz` cookie (UTC until the browser has told it): client
// components inherit it and the named date formats (i18n/formats.ts) from the providers, so server and
// browser format dates alike.
export default getRequestConfig(async () => {
  const store = await cookies();
  const locale = resolveLocale(store.get(LOCALE_COOKIE)?.value);
  return {
    locale,
    timeZone: resolveTimeZone(store.get(TIME_ZONE_COOKIE)?.value),
    formats,
    messages: (await import(`../messages/${locale}.json`)).default,
  };
});
