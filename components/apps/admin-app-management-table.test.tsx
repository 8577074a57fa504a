import { afterEach, beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { adminApps, installFakeApi } from '@/test/components/apps';
import { storeRecord } from '@/test/components/shell';
import { mockNavigation, setNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

import { AdminAppManagementTable } from './admin-app-management-table';

declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

/** The app names, row by row: the first line of the app cell (its bundle ID is under it). */
function bodyRows() {
  const [, ...rows] = screen.getAllByRole('row');
  return rows.map(
    (row) => within(row).getAllByRole('cell')[0].firstElementChild?.firstElementChild?.textContent,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

/** The row of the app named `name`, once the table shows it. */
async function findRowOf(name: string): Promise<HTMLElement> {
  return (await screen.findByText(name, { selector: 'td span' })).closest('tr') as HTMLElement;
}

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('admin');
  // A URL that router.push really changes, so the table re-reads its state as it does in the app.
  setNavigation({ pathname: '/admin/app-management', followsLinks: true });
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('AdminAppManagementTable', () => {
  it("lists every customer's apps by app with its bundle ID, owner, status and quota; the rest are one click away in Columns", async () => {
    const api = installFakeApi(adminApps());
    const user = userEvent.setup();
    renderWithIntl(<AdminAppManagementTable />);
    const row = await findRowOf('Radio');
    expect(headers()).toEqual(['App', 'Owner', 'Status', 'Heartbeat quota']);
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(/^Radiocom\.grace\.radio$/);
    expect(row).toHaveTextContent('Grace Hopper');
    expect(row).toHaveTextContent('grace@example.com');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(row).toHaveTextContent('150,000 per minute');
    expect(within(row).queryByRole('cell', { name: 'iOS' })).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    for (const hidden of ['Platform', 'Bundle ID', 'Online', 'Devices', 'Created']) {
      expect(screen.getByRole('checkbox', { name: hidden })).not.toBeChecked();
    }
    await user.click(screen.getByRole('checkbox', { name: 'Platform' }));
    await user.click(screen.getByRole('checkbox', { name: 'Created' }));
    expect(headers()).toEqual(['App', 'Owner', 'Platform', 'Status', 'Heartbeat quota', 'Created']);
    expect(within(row).getByRole('cell', { name: 'iOS' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Mar 5, 2024' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toEqual(
      expect.arrayContaining(['/api/admin/apps', '/api/admin/customers']),
    );
    expect(api.calls[0].auth).toBe('Bearer test-token');
  });

  it('suspends after a confirmation, PATCHes {status:"suspended"} and updates the badge in place', async () => {
    const api = installFakeApi(adminApps());
    const user = userEvent.setup();
    renderWithIntl(<AdminAppManagementTable />);
    const button = await screen.findByRole('button', { name: 'Suspend Radio' });
    await user.click(button);
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend “Radio”?' });
    expect(dialog).toHaveAccessibleDescription(
      "Heartbeats from this app's devices are refused until it is resumed.",
    );
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend app' }));

    const row = (await screen.findByRole('button', { name: 'Resume Radio' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Suspended')).toBeInTheDocument();
    expect(within(row).queryByText('Active')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([
      expect.objectContaining({ url: '/api/admin/apps/a2', body: { status: 'suspended' } }),
    ]);
    // In place: the list was not fetched again.
    expect(
      api.calls.filter((call) => call.url.startsWith('/api/admin/apps?') || call.url === '/api/admin/apps'),
    ).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('“Radio” is suspended.')).toBeInTheDocument();
  });

  it('sends the reason the admin gives for a suspension; a resume asks for none', async () => {
    const api = installFakeApi(adminApps());
    const user = userEvent.setup();
    renderWithIntl(<AdminAppManagementTable />);
    await user.click(await screen.findByRole('button', { name: 'Suspend Radio' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend “Radio”?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).toHaveAccessibleDescription(
      "The app's owner reads it on the app's card, with a link to the contact page.",
    );
    await user.type(reason, '  Too many heartbeats. ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend app' }));
    await screen.findByRole('button', { name: 'Resume Radio' });
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'suspended',
      reason: 'Too many heartbeats.',
    });
    await user.click(screen.getByRole('button', { name: 'Resume Radio' }));
    const resume = screen.getByRole('alertdialog', { name: 'Resume “Radio”?' });
    expect(within(resume).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('resumes a suspended app after its own confirmation', async () => {
    const apps = adminApps();
    apps[0].status = 'suspended';
    const api = installFakeApi(apps);
    const user = userEvent.setup();
    renderWithIntl(<AdminAppManagementTable />);
    await user.click(await screen.findByRole('button', { name: 'Resume Shop' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Resume “Shop”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Resume app' }));
    expect(await screen.findByRole('button', { name: 'Suspend Shop' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'active' });
  });

  it('narrows the rows to one owner, kept in the URL', async () => {
    const api = installFakeApi(adminApps());
    const user = userEvent.setup();
    renderWithIntl(<AdminAppManagementTable />);
    await findRowOf('Shop');
    const filter = screen.getByRole('combobox', { name: 'Owner' });
    await screen.findByRole('option', { name: 'Grace Hopper (grace@example.com)' });
    await user.selectOptions(filter, 'Grace Hopper (grace@example.com)');

    expect(mockNavigation.push).toHaveBeenCalledWith('/admin/app-management?owner=c2', { scroll: false });
    await waitFor(() => expect(screen.queryByText('Shop', { selector: 'td span' })).not.toBeInTheDocument());
    // Shop goes as soon as the table starts loading the filtered page: wait for that page's rows.
    await waitFor(() => expect(bodyRows().sort()).toEqual(['Notes', 'Radio']));
    expect(api.calls.map((call) => call.url)).toContain('/api/admin/apps?ownerId=c2');
    expect(filter).toHaveValue('c2');
  });

  it('starts filtered when the URL names an owner', async () => {
    mockNavigation.search = new URLSearchParams('owner=c1');
    installFakeApi(adminApps());
    renderWithIntl(<AdminAppManagementTable />);
    await findRowOf('Shop');
    expect(bodyRows()).toEqual(['Shop']);
    await act(async () => undefined);
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('c1');
  });

  it('opens one organisation from `orgId`, named in the owner filter, until an owner is chosen', async () => {
    mockNavigation.search = new URLSearchParams('orgId=team-1&owner=c1');
    const api = installFakeApi(adminApps());
    const user = userEvent.setup();
    renderWithIntl(<AdminAppManagementTable />);
    // The organisation wins over the owner, and has no apps.
    expect(await screen.findByText('This organisation has no apps yet.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toContain('/api/admin/apps?orgId=team-1');
    const filter = screen.getByRole('combobox', { name: 'Owner' });
    expect(filter).toHaveValue('team-1');
    expect(await screen.findByRole('option', { name: 'Organisation: Lighthouse Crew' })).toBeInTheDocument();

    await screen.findByRole('option', { name: 'Grace Hopper (grace@example.com)' });
    await user.selectOptions(filter, 'Grace Hopper (grace@example.com)');
    expect(mockNavigation.push).toHaveBeenCalledWith('/admin/app-management?owner=c2', { scroll: false });
  });

  it('names an organisation it cannot find "Selected organisation"', async () => {
    mockNavigation.search = new URLSearchParams('orgId=gone-1');
    installFakeApi(adminApps());
    renderWithIntl(<AdminAppManagementTable />);
    expect(await screen.findByText('This organisation has no apps yet.')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Selected organisation' })).toBeInTheDocument();
  });
});
