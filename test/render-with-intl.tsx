/**
 * The providers the app gives its client components, for the jsdom unit tests (imported by
 * *.test.tsx and test/components only).
 */
import { render, type RenderResult } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';

import { formats } from '@/i18n/formats';
import en from '@/messages/en.json';

export type TestStore = ReturnType<typeof createStore>;

/** Renders `ui` in a jotai store and the English messages (dates in UTC); `rerender` keeps both. */
export function renderWithIntl(
  ui: ReactElement,
  { store = createStore(), locale = 'en' }: { store?: TestStore; locale?: string } = {},
): RenderResult & { store: TestStore } {
  const wrap = (node: ReactNode) => (
    <Provider store={store}>
      <NextIntlClientProvider locale={locale} messages={en} formats={formats} timeZone="UTC">
        {node}
      </NextIntlClientProvider>
    </Provider>
  );
  const result = render(wrap(ui));
  return { ...result, store, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}
