import { afterEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';

import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { FormattedDate } from '@/components/devices/formatted-date';
import { RelativeTime } from '@/components/devices/relative-time';
import { formats } from '@/i18n/formats';
import de from '@/messages/de.json';
import ja from '@/messages/ja.json';
import pl from '@/messages/pl.json';
import ru from '@/messages/ru.json';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

const CATALOGUES = { de, ja, pl, ru } as const;
const NOW = new Date('2026-03-04T23:30:00Z');

/** A component as the console renders it: in the reader's language and time zone. */
function renderIn(locale: keyof typeof CATALOGUES, ui: ReactElement, timeZone = 'UTC') {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={CATALOGUES[locale]}
      formats={formats}
      now={NOW}
      timeZone={timeZone}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

const pagination = (total: number) => (
  <DataTablePagination
    page={1}
    pageCount={Math.ceil(total / 25)}
    pageSize={25}
    total={total}
    onPageChange={() => undefined}
    onPageSizeChange={() => undefined}
  />
);

const selection = (count: number) => (
  <DataTableToolbar
    columns={[]}
    onToggleColumn={() => undefined}
    selection={{ count, onClear: () => undefined, onExport: () => undefined }}
  />
);

afterEach(() => {
  jest.useRealTimers();
});

describe('formatting follows the language', () => {
  it.each([
    ['de', 'vor 2 Minuten'],
    ['ja', '2 分前'],
    ['ru', '2 минуты назад'],
  ] as const)('relative times in %s: "%s"', (locale, text) => {
    // Rendered in the browser, "ago" counts from the browser's clock (components/i18n/use-clock.ts).
    jest.useFakeTimers({ now: NOW });
    renderIn(locale, <RelativeTime value={new Date(NOW.getTime() - 2 * 60_000).toISOString()} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    ['de', '1-25 von 1.234'],
    ['ja', '1,234 件中 1-25 件'],
  ] as const)('numbers in %s: "%s"', (locale, text) => {
    renderIn(locale, pagination(1234));
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('dates in the language and in the reader’s time zone', () => {
    const { unmount } = renderIn('de', <FormattedDate value={NOW.toISOString()} />, 'Asia/Tokyo');
    // 23:30 UTC on 4 March is already 5 March in Tokyo.
    expect(screen.getByText('05.03.2026')).toHaveAttribute('title', '05.03.2026, 08:30:00');
    unmount();
    renderIn('de', <FormattedDate value={NOW.toISOString()} />, 'America/New_York');
    expect(screen.getByText('04.03.2026')).toHaveAttribute('title', '04.03.2026, 18:30:00');
  });

  it.each([
    ['pl', 1, '1 wiersz zaznaczony'],
    ['pl', 3, '3 wiersze zaznaczone'],
    ['pl', 5, '5 wierszy zaznaczonych'],
    ['pl', 22, '22 wiersze zaznaczone'],
    ['ru', 1, 'Выбрана 1 строка'],
    ['ru', 3, 'Выбрано 3 строки'],
    ['ru', 5, 'Выбрано 5 строк'],
    ['ru', 21, 'Выбрана 21 строка'],
  ] as const)('plurals follow the rules of the language: %s %d → "%s"', (locale, count, text) => {
    renderIn(locale, selection(count));
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });
});
