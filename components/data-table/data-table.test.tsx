import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';

import { tableDefaults } from '@/lib/table/state';
import en from '@/messages/en.json';
import { bodyRows, ClientDeviceTable, serverTable } from '@/test/components/data-table';
import { renderWithIntl } from '@/test/render-with-intl';

describe('DataTable defaults', () => {
  it('shows 25 rows per page with the choices 25, 50 and 100', () => {
    renderWithIntl(<ClientDeviceTable />);
    expect(bodyRows()).toHaveLength(25);
    const select = screen.getByRole('combobox', { name: 'rows per page:' });
    expect(select).toHaveValue('25');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['25', '50', '100']);
  });

  it("reads the range as '1-25 of 312' with the locale's number format", () => {
    serverTable();
    expect(screen.getByText('1-25 of 312')).toBeInTheDocument();
  });

  it('formats large totals for the locale', () => {
    serverTable({ total: 12450, state: { ...tableDefaults(), page: 42 } });
    expect(screen.getByText('1,026-1,050 of 12,450')).toBeInTheDocument();
  });

  it("shows 'No Available Data' and the hint when there are no rows", () => {
    serverTable({ rows: [], total: 0, emptyHint: <a href="/sdk">Install the SDK</a> });
    expect(screen.getByText('No Available Data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Install the SDK' })).toBeInTheDocument();
    expect(screen.getByText('0-0 of 0')).toBeInTheDocument();
  });

  it('keeps the table area at least 180px high', () => {
    serverTable({ rows: [], total: 0 });
    expect(screen.getByRole('table').parentElement).toHaveStyle({ minHeight: '180px' });
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

  it('keeps the English messages equal to the texts the tables must show', () => {
    expect(en.DataTable.empty).toBe('No Available Data');
    expect(en.DataTable.rowsPerPage).toBe('rows per page:');
    expect(en.DataTable.range).toBe('{start, number}-{end, number} of {total, number}');
  });
});
