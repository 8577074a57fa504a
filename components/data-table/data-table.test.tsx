import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  DEFAULT_PAGE_SIZE,
  EMPTY_TEXT,
  PAGE_SIZE_OPTIONS,
  RANGE_SEPARATOR,
  ROWS_PER_PAGE_LABEL,
  TABLE_MIN_HEIGHT_PX,
} from '@/lib/table/defaults';
import { tableDefaults, type DataTableState } from '@/lib/table/state';
import en from '@/messages/en.json';
import {
  ClientDeviceTable,
  makeDevices,
  PagedDeviceTable,
  type TestDevice,
} from '@/test/components/data-table';
import { renderWithIntl } from '@/test/render-with-intl';

import type { DataTableProps } from './data-table';

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');

function serverTable(props: Partial<DataTableProps<TestDevice>> = {}) {
  const onStateChange = jest.fn<(state: DataTableState) => void>();
  renderWithIntl(
    <PagedDeviceTable
      id="devices"
      onStateChange={onStateChange}
      {...props}
      state={props.state ?? tableDefaults()}
    />,
  );
  return { onStateChange };
}

describe('DataTable defaults (spec 2)', () => {
  it('shows 25 rows per page with the choices 25, 50 and 100', () => {
    renderWithIntl(<ClientDeviceTable />);
    expect(bodyRows()).toHaveLength(DEFAULT_PAGE_SIZE);
    const select = screen.getByRole('combobox', { name: ROWS_PER_PAGE_LABEL });
    expect(select).toHaveValue('25');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['25', '50', '100']);
    expect(PAGE_SIZE_OPTIONS).toEqual([25, 50, 100]);
  });

  it("reads the range as '1-25 of 312' with the locale's number format", () => {
    serverTable();
    expect(screen.getByText(`1-25 ${RANGE_SEPARATOR} 312`)).toBeInTheDocument();
  });

  it('formats large totals for the locale', () => {
    serverTable({ total: 12450, state: { ...tableDefaults(), page: 42 } });
    expect(screen.getByText('1,026-1,050 of 12,450')).toBeInTheDocument();
  });

  it("shows 'No Available Data' and the hint when there are no rows", () => {
    serverTable({ rows: [], total: 0, emptyHint: <a href="/sdk">Install the SDK</a> });
    expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Install the SDK' })).toBeInTheDocument();
    expect(screen.getByText('0-0 of 0')).toBeInTheDocument();
  });

  it('keeps the table area at least 180px high', () => {
    serverTable({ rows: [], total: 0 });
    expect(screen.getByRole('table').parentElement).toHaveStyle({ minHeight: `${TABLE_MIN_HEIGHT_PX}px` });
  });

  it('shows at most 7 page buttons, ellipses included, in a labelled nav', () => {
    serverTable({ state: { ...tableDefaults(), page: 5 } });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    // Ellipses are hidden from assistive tech, so count the list items themselves.
    const items = [...nav.querySelectorAll('li')];
    // previous + at most 7 entries + next
    expect(items.length - 2).toBeLessThanOrEqual(7);
    expect(items.slice(1, -1).map((li) => li.textContent)).toEqual(['1', '…', '4', '5', '6', '…', '13']);
    expect(within(nav).getAllByRole('button', { name: /^Page / })).toHaveLength(5);
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('has a real table with a caption and column headers', () => {
    serverTable();
    expect(screen.getByRole('table', { name: 'Online devices' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Device ID',
      'Model',
      'App',
      'SDK',
      'Last seen',
    ]);
  });

  it('keeps the English messages equal to the spec texts', () => {
    expect(en.DataTable.empty).toBe(EMPTY_TEXT);
    expect(en.DataTable.rowsPerPage).toBe(ROWS_PER_PAGE_LABEL);
    expect(en.DataTable.range).toBe(`{start, number}-{end, number} ${RANGE_SEPARATOR} {total, number}`);
  });
});

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
    const range = screen.getByText(`1-25 ${RANGE_SEPARATOR} 312`);
    expect(range.closest('[aria-live]')).not.toBeNull();
    expect(range).toHaveAttribute('aria-hidden', 'true');
    expect(range).toHaveClass('invisible');
  });

  it('shows the range, in the live region, once the rows are there', () => {
    serverTable();
    const range = screen.getByText(`1-25 ${RANGE_SEPARATOR} 312`);
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

describe('DataTable client mode', () => {
  it('sorts, searches and pages all the rows itself', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ClientDeviceTable />);
    expect(screen.getByText('1-25 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('51-60 of 60')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Device ID/ }));
    await user.click(screen.getByRole('button', { name: /Device ID/ }));
    expect(screen.getByRole('columnheader', { name: /Device ID/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Sorting went back to page 1; the highest id comes first.
    expect(within(bodyRows()[0]).getAllByRole('cell')[0]).toHaveTextContent('dev-060');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'dev-00{Enter}');
    expect(bodyRows()).toHaveLength(9);
    expect(screen.getByText('1-9 of 9')).toBeInTheDocument();
  });

  it('says when the search, not the data, leaves it empty, and clears the search', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ClientDeviceTable emptyHint="Create your first app." />);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'zzz{Enter}');
    expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.getByText(en.DataTable.noMatch)).toBeInTheDocument();
    // The table's own hint is for a table without rows.
    expect(screen.queryByText('Create your first app.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.DataTable.clearSearch }));
    expect(search).toHaveValue('');
    // The button is gone with the search: the focus is on the search box, not on the page.
    expect(search).toHaveFocus();
    expect(bodyRows()).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(screen.getByText('1-25 of 60')).toBeInTheDocument();
  });

  it('goes to its last page when it is on a page past the end', () => {
    renderWithIntl(<ClientDeviceTable defaultState={{ page: 5 }} />);
    expect(screen.getByText('51-60 of 60')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps its own hint when it has no rows at all, search or not', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ClientDeviceTable rows={[]} emptyHint="Create your first app." />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz{Enter}');
    expect(screen.getByText('Create your first app.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.DataTable.clearSearch })).not.toBeInTheDocument();
  });
});
