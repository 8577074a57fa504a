/**
 * The providers the app gives its client components, for the jsdom unit tests (imported by
 * *.test.tsx and test/components only).
 */
import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';

import { ConsoleStoreProvider } from '@/components/state/console-store';
import { formats } from '@/i18n/formats';
import { createConsoleStore, type ConsoleStore } from '@/lib/state/store';
import en from '@/messages/en.json';

export type TestStore = ConsoleStore;

/** Renders `ui` in a console store and the English messages (dates in UTC); `rerender` keeps both. */
export function renderWithIntl(
  ui: ReactElement,
  { store = createConsoleStore(), locale = 'en' }: { store?: TestStore; locale?: string } = {},
): RenderResult & { store: TestStore } {
  const wrap = (node: ReactNode) => (
    <ConsoleStoreProvider store={store}>
      <NextIntlClientProvider locale={locale} messages={en} formats={formats} timeZone="UTC">
        {node}
      </NextIntlClientProvider>
    </ConsoleStoreProvider>
  );
  const result = render(wrap(ui));
  return { ...result, store, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}
