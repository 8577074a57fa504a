import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import en from '@/messages/en.json';
import { ClientDeviceTable } from '@/test/components/data-table';
import { renderWithIntl } from '@/test/render-with-intl';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

// A client-mode table's sorting code (TanStack Table, loaded when a view needs it) cannot be fetched
// while `network.offline` is set. A module factory that throws is not cached, so the next import
// tries again, as a browser's would.
const network = { offline: true };
jest.mock('./client-rows', () => {
  if (network.offline) throw new Error('Failed to fetch dynamically imported module');
  return jest.requireActual('./client-rows');
});

const firstCells = () =>
  within(screen.getAllByRole('rowgroup')[1])
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent);

describe('client-mode DataTable and its sorting code', () => {
  it('shows the rows in the order they arrived without it, and loads it for another order', async () => {
    const user = userEvent.setup();
    // makeDevices lists dev-001, dev-002, ...: the rows arrive sorted by id.
    const byId = { id: 'id', desc: false };
    renderWithIntl(<ClientDeviceTable defaultState={{ sort: byId }} rowsSortedBy={byId} />);

    // The first view and its pages need no sorting code.
    expect(firstCells()).toHaveLength(25);
    expect(firstCells()[0]).toBe('dev-001');
    expect(screen.getByRole('columnheader', { name: /Device ID/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(firstCells()).toEqual(Array.from({ length: 10 }, (_, i) => `dev-0${51 + i}`));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Another order needs it: offline, the table says the data could not be loaded.
    await user.click(screen.getByRole('button', { name: /Model/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.DataTable.error);

    // Back online, Retry sorts: Model A first (dev-001, dev-027, dev-053), page 1 again.
    network.offline = false;
    await user.click(screen.getByRole('button', { name: en.ApiErrors.retry }));
    expect(await screen.findByText('dev-027')).toBeInTheDocument();
    expect(firstCells().slice(0, 3)).toEqual(['dev-001', 'dev-027', 'dev-053']);
    expect(screen.getByRole('columnheader', { name: /Model/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
