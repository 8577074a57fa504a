/**
 * A stand-in for `@/components/i18n/intl-scope` in client renders, which cannot await the real async
 * one: `jest.mock('@/components/i18n/intl-scope', () => jest.requireActual('@/test/intl-scope'))`.
 */
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';

import { formats } from '@/i18n/formats';
import en from '@/messages/en.json';

const messages: Record<string, unknown> = en;

/** Scopes the English messages like IntlScope and throws on a missing one, so an unlisted namespace fails. */
export function IntlScope({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  return (
    <NextIntlClientProvider
      locale="en"
      formats={formats}
      messages={Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]))}
      onError={(error) => {
        throw error;
      }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
