import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * Server component that hands client components only the message namespaces they use, so the whole
 * catalogue never ships to the browser. A nested provider REPLACES its parent's messages: list every
 * namespace used by any client component below it (`intl-scope-namespaces.test.ts` reads the sources
 * and fails on a missing one). `now`: the time that `useClock` starts from below it, on the server and
 * in the browser alike, for a part rendered on the server from data read at that time (a device's
 * page: its open session's "Now" and durations), so that its first render in the browser matches.
 * The time zone and the named date formats (i18n/formats.ts) are inherited from the request config.
 */
export async function IntlScope({
  namespaces,
  now,
  children,
}: {
  namespaces: readonly string[];
  now?: Date;
  children: ReactNode;
}) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked: Record<string, unknown> = {};
  for (const namespace of namespaces) {
    if (namespace in messages) picked[namespace] = messages[namespace as keyof typeof messages];
  }
  return (
    <NextIntlClientProvider locale={locale} messages={picked as typeof messages} now={now}>
      {children}
    </NextIntlClientProvider>
  );
}
