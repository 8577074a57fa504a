import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';

import en from '@/messages/en.json';

import { DataTablePagination, type DataTablePaginationProps } from './data-table-pagination';

function setup(props: Partial<DataTablePaginationProps> = {}, locale = 'en') {
  const onPageChange = jest.fn<(page: number) => void>();
  const onPageSizeChange = jest.fn<(size: number) => void>();
  const view = (more: Partial<DataTablePaginationProps>) => (
    <NextIntlClientProvider locale={locale} messages={en} timeZone="UTC">
      <DataTablePagination
        page={1}
        pageCount={20}
        pageSize={25}
        total={500}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
        {...props}
        {...more}
      />
    </NextIntlClientProvider>
  );
  const { rerender } = render(view({}));
  return {
    onPageChange,
    onPageSizeChange,
    show: (more: Partial<DataTablePaginationProps>) => rerender(view(more)),
  };
}

describe('DataTablePagination', () => {
  it('is a labelled nav with the current page marked', () => {
    setup({ page: 10 });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['1', '9', '10', '11', '20']);
  });

  it('labels the rows-per-page choice and reports a new size', async () => {
    const user = userEvent.setup();
    const { onPageSizeChange } = setup();
    await user.selectOptions(screen.getByLabelText('rows per page:'), '100');
    expect(onPageSizeChange).toHaveBeenCalledWith(100);
  });

  it('does not report a click on the current page', async () => {
    const user = userEvent.setup();
    const { onPageChange } = setup({ page: 2 });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('keeps the focus on Previous and Next when they take the user to the first or last page', async () => {
    const user = userEvent.setup();
    const { onPageChange, show } = setup({ page: 2, pageCount: 3 });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    await user.click(previous);
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    show({ page: 1 });
    expect(previous).toHaveFocus();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(onPageChange).toHaveBeenCalledTimes(1);

    const next = screen.getByRole('button', { name: 'Next page' });
    show({ page: 2 });
    await user.click(next);
    show({ page: 3 });
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledTimes(2);
  });

  it('mirrors the chevrons in right-to-left pages', () => {
    setup();
    for (const name of ['Previous page', 'Next page']) {
      expect(screen.getByRole('button', { name }).querySelector('svg')).toHaveClass('rtl:rotate-180');
    }
  });

  it('formats numbers for the locale', () => {
    setup({ page: 42, pageCount: 500, total: 12450 }, 'de');
    expect(screen.getByText('1.026-1.050 of 12.450')).toBeInTheDocument();
  });

  it('states an exact total as it is, up to its last page', () => {
    setup({ page: 1, pageCount: 480, total: 12000 });
    expect(screen.getByText('1-25 of 12,000')).toBeInTheDocument();
    expect(screen.queryByText(/about/)).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 480' })).toBeInTheDocument();
  });

  it('says "about" for an estimated total and offers no last page worked out from it', async () => {
    const user = userEvent.setup();
    const { onPageChange } = setup({
      page: 1,
      pageCount: 480,
      total: 12000,
      totalIsEstimate: true,
      rowsOnPage: 25,
    });
    expect(screen.getByText('1-25 of about 12,000')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['1']);
    // The page is full: there may be more, whatever the estimate says.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('keeps going past a low estimate while pages are full', () => {
    setup({ page: 481, pageCount: 480, total: 12000, totalIsEstimate: true, rowsOnPage: 25 });
    expect(screen.getByText('12,001-12,025 of about 12,025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).not.toHaveAttribute('aria-disabled');
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' }))
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['1', '477', '478', '479', '480', '481']);
  });

  it('ends an estimated list at a page that is not full', () => {
    setup({ page: 300, pageCount: 480, total: 12000, totalIsEstimate: true, rowsOnPage: 7 });
    expect(screen.getByText('7,476-7,482 of about 12,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous page' })).not.toHaveAttribute('aria-disabled');
  });

  it('formats an estimated total for the locale', () => {
    setup({ total: 12000, totalIsEstimate: true, rowsOnPage: 25 }, 'de');
    expect(screen.getByText('1-25 of about 12.000')).toBeInTheDocument();
  });
});
