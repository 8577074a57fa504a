import { beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';

import de from '@/messages/de.json';
import { dashboardApi, stats } from '@/test/components/admin-dashboard';
import { makeApp, mockApi, SAMPLE_OWNER } from '@/test/components/devices';
import { storeRecord } from '@/test/components/shell';
import { renderWithIntl } from '@/test/render-with-intl';

import { AdminDashboardOverview } from '../admin-dashboard-overview';

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('admin');
});

describe('DashboardAppsTable, in the admin dashboard', () => {
  it('lists every application by app, owner, platform, devices online and status, newest first; devices total and created one click away in Columns', async () => {
    const user = userEvent.setup();
    dashboardApi();
    renderWithIntl(<AdminDashboardOverview />);

    const table = await screen.findByRole('table', { name: 'Applications of every customer' });
    await within(table).findByText('Trail Log');
    const headers = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
    expect(headers()).toEqual(['App', 'Owner', 'Platform', 'Devices online', 'Status']);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Trail Log');
    expect(rows[0]).toHaveTextContent('Alan Turing');
    expect(rows[0]).toHaveTextContent('Suspended');
    const cellsOf = (name: string) =>
      within(within(table).getByText(name).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cellsOf('Field Notes')).toEqual([
      'Field Notescom.example.notes',
      'Grace Hoppergrace@example.com',
      'Android',
      '1,200',
      'Active',
    ]);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('checkbox', { name: 'Devices total' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Devices total' }));
    await user.click(screen.getByRole('checkbox', { name: 'Created' }));
    expect(headers()).toEqual([
      'App',
      'Owner',
      'Platform',
      'Devices online',
      'Devices total',
      'Created',
      'Status',
    ]);
    expect(cellsOf('Field Notes')).toEqual([
      'Field Notescom.example.notes',
      'Grace Hoppergrace@example.com',
      'Android',
      '1,200',
      '3,000',
      'Jan 15, 2025',
      'Active',
    ]);
    expect(cellsOf('Trail Log')).toContain('Feb 1, 2025');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'alan');
    const appNames = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).queryAllByRole('cell')[0]?.textContent);
    // The search is TanStack Table's work, whose code loads now (the rows wait for it).
    await waitFor(() => expect(appNames()).toEqual(['Trail Logcom.example.notes']));

    // Another order than the API's is sorted in the browser: oldest first, ties in the API's order.
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await within(table).findByText('Field Notes');
    await user.click(within(table).getByRole('button', { name: /Created/ }));
    await waitFor(() =>
      expect(appNames()).toEqual([
        'Notes Webcom.example.notes',
        'Field Notescom.example.notes',
        'Trail Logcom.example.notes',
      ]),
    );
  });

  it('finds apps by the platform and status words on screen, in the reader’s language', async () => {
    const user = userEvent.setup();
    dashboardApi();
    renderWithIntl(
      <NextIntlClientProvider locale="de" messages={de} timeZone="UTC">
        <AdminDashboardOverview />
      </NextIntlClientProvider>,
      { locale: 'de' },
    );

    const table = await screen.findByRole('table', { name: de.AdminDashboard.appsCaption });
    await within(table).findByText('Trail Log');
    const search = screen.getByRole('searchbox', { name: de.DataTable.search });
    const appNames = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).queryAllByRole('cell')[0]?.textContent);

    await user.type(search, 'gesperrt');
    await waitFor(() => expect(appNames()).toEqual(['Trail Logcom.example.notes']));
    expect(within(table).getByText('Gesperrt')).toBeInTheDocument();

    // A count is not a search term: "1.200" devices online does not make "1.200" find Field Notes.
    await user.clear(search);
    await within(table).findByText('Field Notes');
    await user.type(search, '1200');
    expect(await within(table).findByText(de.DataTable.noMatch)).toBeInTheDocument();
    expect(within(table).queryByText('Field Notes')).not.toBeInTheDocument();
  });

  it('finds an app by the bundle ID shown under its name, and still sorts the column by name', async () => {
    const user = userEvent.setup();
    const withBundles = [
      makeApp({ id: 'b1', name: 'Zebra', bundleId: 'com.acme.alpha', owner: SAMPLE_OWNER }),
      makeApp({ id: 'b2', name: 'Apple', bundleId: 'com.acme.zulu', owner: SAMPLE_OWNER }),
      makeApp({ id: 'b3', name: 'Mango', bundleId: 'org.other.mango', owner: SAMPLE_OWNER }),
    ];
    mockApi({
      '/api/admin/stats': { body: { data: stats } },
      '/api/admin/apps': { body: { data: withBundles, total: withBundles.length } },
      '/api/admin/customers': { body: { data: [], total: 1 } },
    });
    renderWithIntl(<AdminDashboardOverview />);

    const table = await screen.findByRole('table', { name: 'Applications of every customer' });
    await within(table).findByText('Zebra');
    const appNames = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map(
          (row) => within(row).queryAllByRole('cell')[0]?.firstElementChild?.firstElementChild?.textContent,
        );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'com.acme');
    await waitFor(() => expect(appNames()).toEqual(['Zebra', 'Apple']));

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await within(table).findByText('Mango');
    await user.click(within(table).getByRole('button', { name: /^App/ }));
    await waitFor(() => expect(appNames()).toEqual(['Apple', 'Mango', 'Zebra']));
  });

  it('sorts a count largest first on the first press of its header', async () => {
    const user = userEvent.setup();
    dashboardApi();
    renderWithIntl(<AdminDashboardOverview />);

    const table = await screen.findByRole('table', { name: 'Applications of every customer' });
    await within(table).findByText('Field Notes');
    const online = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Number(within(row).getAllByRole('cell')[3]!.textContent!.replace(/\D/g, '')));
    await user.click(within(table).getByRole('button', { name: /Devices online/ }));
    await waitFor(() => expect(online()).toEqual([...online()].sort((a, b) => b - a)));
    expect(new Set(online()).size).toBeGreaterThan(1);
  });
});
