import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import en from '@/messages/en.json';
import { bodyRows, ClientDeviceTable } from '@/test/components/data-table';
import { renderWithIntl } from '@/test/render-with-intl';

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
    expect(screen.getByText('No Available Data')).toBeInTheDocument();
    expect(screen.getByText(en.DataTable.noMatch)).toBeInTheDocument();
    // The table's own hint is for a table without rows.
    expect(screen.queryByText('Create your first app.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en.DataTable.clearSearch }));
    expect(search).toHaveValue('');
    // The button is gone with the search: the focus is on the search box, not on the page.
    expect(search).toHaveFocus();
    expect(bodyRows()).toHaveLength(25);
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
