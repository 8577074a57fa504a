import { beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';

import type { AdminOrg } from '@/lib/api/contract/orgs';
import { mockApi } from '@/test/components/devices';
import { storeRecord } from '@/test/components/shell';
import { renderWithIntl } from '@/test/render-with-intl';

import { AdminOrgsSection } from './admin-orgs-section';
import { LazyAdminOrgsSection } from './lazy-admin-orgs-section';

// In the API's order: newest first.
const orgs: AdminOrg[] = [
  {
    id: '7f1c2a9e-0000-4000-8000-000000000002',
    name: 'Acme Robotics',
    createdAt: '2025-03-04T15:07:09.000Z',
    members: 2,
    apps: 3,
    devices: 1200,
    onlineDevices: 37,
    owners: [{ id: 'u1', name: 'Grace Hopper', email: 'grace@example.com' }],
  },
  {
    id: '7f1c2a9e-0000-4000-8000-000000000001',
    name: 'Alan Turing',
    createdAt: '2025-01-15T10:00:00.000Z',
    members: 1,
    apps: 0,
    devices: 0,
    onlineDevices: 0,
    owners: [{ id: 'u2', name: 'Alan Turing', email: 'alan@example.com' }],
  },
];

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('admin');
});

describe('AdminOrgsSection, on the admin user dashboard', () => {
  it('lists every organisation by name, owner, members, apps, devices online of total and created, each with Open', async () => {
    const fetchMock = mockApi({ '/api/admin/orgs': { body: { data: orgs, total: orgs.length } } });
    renderWithIntl(<AdminOrgsSection />);

    expect(screen.getByRole('heading', { name: 'Organisations' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Organisations of every customer' });
    await within(table).findByText('Acme Robotics');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Organisation', 'Owner', 'Members', 'Apps', 'Devices', 'Created', 'Open']);

    const cellsOf = (name: string) =>
      within(within(table).getAllByText(name)[0].closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cellsOf('Acme Robotics')).toEqual([
      'Acme Robotics',
      'Grace Hoppergrace@example.com',
      '2',
      '3',
      '37 of 1,200 online',
      'Mar 4, 2025',
      'Open',
    ]);
    expect(cellsOf('Alan Turing')).toEqual([
      'Alan Turing',
      'Alan Turingalan@example.com',
      '1',
      '0',
      '0 of 0 online',
      'Jan 15, 2025',
      'Open',
    ]);

    const open = within(table).getByRole('link', { name: 'Open Acme Robotics' });
    expect(open).toHaveAttribute('href', '/admin/online-devices?orgId=7f1c2a9e-0000-4000-8000-000000000002');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/admin/orgs']);
  });

  it('says there are no organisations yet', async () => {
    mockApi({ '/api/admin/orgs': { body: { data: [], total: 0 } } });
    renderWithIntl(<AdminOrgsSection />);

    const table = await screen.findByRole('table', { name: 'Organisations of every customer' });
    expect(await within(table).findByText('No organisations yet')).toBeInTheDocument();
  });

  it('shows the error with Try again when the list cannot be loaded', async () => {
    mockApi({
      '/api/admin/orgs': { status: 500, body: { error: { code: 'internal_error', message: 'Boom' } } },
    });
    renderWithIntl(<AdminOrgsSection />);

    const table = await screen.findByRole('table', { name: 'Organisations of every customer' });
    expect(await within(table).findByRole('button', { name: /Try again/ })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /Open/ })).not.toBeInTheDocument();
  });

  it('loads its code after the page’s own', async () => {
    mockApi({ '/api/admin/orgs': { body: { data: orgs, total: orgs.length } } });
    renderWithIntl(<LazyAdminOrgsSection />);

    expect(await screen.findByRole('heading', { name: 'Organisations' })).toBeInTheDocument();
    expect(await screen.findByText('Acme Robotics')).toBeInTheDocument();
  });
});
