import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { tableDefaults } from '@/lib/table/state';
import { makeDevices, serverTable } from '@/test/components/data-table';

describe('DataTable server mode', () => {
  it('sorts by a header click, sends the sort and goes back to page 1', async () => {
    const user = userEvent.setup();
    const { onStateChange } = serverTable({ state: { ...tableDefaults(), page: 3 } });
    const header = screen.getByRole('columnheader', { name: /Model/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button', { name: /Model/ }));
    expect(onStateChange).toHaveBeenCalledWith({
      ...tableDefaults(),
      page: 1,
      sort: { id: 'model', desc: false },
    });
  });

  it('marks the sorted column and flips the direction on the next click', async () => {
    const user = userEvent.setup();
    const { onStateChange } = serverTable({
      state: { ...tableDefaults(), sort: { id: 'model', desc: false } },
    });
    const header = screen.getByRole('columnheader', { name: /Model/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: { id: 'model', desc: true } }),
    );
  });

  it('moves between pages and resets the page when the page size changes', async () => {
    const user = userEvent.setup();
    const { onStateChange } = serverTable({ state: { ...tableDefaults(), page: 2 } });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3 }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));
    await user.click(screen.getByRole('button', { name: 'Page 13' }));
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 13 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'rows per page:' }), '50');
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, pageSize: 50 }));
  });

  it('disables previous on the first page and next on the last', () => {
    serverTable({ rows: makeDevices(3), total: 3 });
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('marks the search box with a magnifier that stays when the placeholder goes', async () => {
    const user = userEvent.setup();
    serverTable();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'pixel');
    expect(search).toHaveValue('pixel');
    const magnifier = search.parentElement!.querySelector('svg');
    expect(magnifier).not.toBeNull();
    expect(magnifier).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes no longer a search than the devices API serves (100 characters)', async () => {
    const user = userEvent.setup();
    serverTable();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.click(search);
    await user.paste('x'.repeat(150));
    expect(search).toHaveValue('x'.repeat(100));
  });

  it('searches once typing pauses (300 ms), from page 1', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const { onStateChange } = serverTable({ state: { ...tableDefaults(), page: 4 } });
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' pixel ');
      act(() => jest.advanceTimersByTime(299));
      expect(onStateChange).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onStateChange).toHaveBeenCalledTimes(1);
      expect(onStateChange).toHaveBeenCalledWith({ ...tableDefaults(), q: 'pixel', page: 1 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows skeleton rows of the same count while loading, and keeps the page', () => {
    serverTable({ loading: true, state: { ...tableDefaults(), page: 2 } });
    expect(screen.getAllByTestId('data-table-skeleton-row')).toHaveLength(25);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the range out of sight and out of the live region until the rows have come', () => {
    serverTable({ loading: true });
    const range = screen.getByText('1-25 of 312');
    expect(range.closest('[aria-live]')).not.toBeNull();
    expect(range).toHaveAttribute('aria-hidden', 'true');
    expect(range).toHaveClass('invisible');
  });

  it('shows the range, in the live region, once the rows are there', () => {
    serverTable();
    const range = screen.getByText('1-25 of 312');
    expect(range.closest('[aria-live]')).not.toBeNull();
    expect(range.closest('[aria-hidden]')).toBeNull();
    expect(range).not.toHaveClass('invisible');
  });

  it('refreshes without changing the state', async () => {
    const user = userEvent.setup();
    const onRefresh = jest.fn();
    const { onStateChange } = serverTable({ onRefresh });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(onStateChange).not.toHaveBeenCalled();
  });

  it('shows a translated error with a retry button', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    serverTable({ error: true, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('The data could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
