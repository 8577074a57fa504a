import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeApp, mockApi, openDevicesPage, SAMPLE_OWNER } from '@/test/components/devices';
import { mockNavigation, setNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

import { AdminOnlineDevicesTable } from './admin-online-devices-table';
import { OnlineDevicesTable } from './online-devices-table';

// The global `jest`, typed: the compiler hoists jest.mock above the imports only when called on it.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

const OTHER_OWNER = { id: 'u2', name: 'Lin Chen', email: 'lin@example.com' };
const NO_DEVICES = { body: { data: [], total: 0 } };

function asAdmin(search: string, apps: ReturnType<typeof makeApp>[]) {
  openDevicesPage({ role: 'admin', pathname: '/admin/online-devices', search });
  mockApi({
    '/api/admin/devices': NO_DEVICES,
    '/api/admin/apps': { body: { data: apps, total: apps.length } },
    '/api/admin/customers': {
      body: {
        data: [SAMPLE_OWNER, OTHER_OWNER].map((owner) => ({
          ...owner,
          createdAt: '',
          appCount: 1,
          devicesTotal: 3,
        })),
        total: 2,
      },
    },
  });
}

beforeEach(() => openDevicesPage());

describe('OnlineDevicesTable filters', () => {
  it('says none of the chosen app’s devices is online, and offers all of them', async () => {
    const user = userEvent.setup();
    setNavigation({ pathname: '/online-devices', search: 'app=a1' });
    mockApi({
      '/api/devices': NO_DEVICES,
      '/api/apps': { body: { data: [makeApp({ devicesOnline: 0, devicesTotal: 3 })], total: 1 } },
    });
    renderWithIntl(<OnlineDevicesTable />);
    expect(await screen.findByText('No device has reported in the last few minutes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all devices' }));
    expect(mockNavigation.push).toHaveBeenCalledWith('/online-devices?app=a1&status=all', { scroll: false });
  });

  it('offers the offline devices, and says so when every device is online', async () => {
    const user = userEvent.setup();
    setNavigation({ pathname: '/online-devices', search: '' });
    mockApi({
      '/api/devices': NO_DEVICES,
      '/api/apps': { body: { data: [makeApp({ devicesOnline: 3, devicesTotal: 3 })], total: 1 } },
    });
    const { unmount } = renderWithIntl(<OnlineDevicesTable />);
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Online now', 'Offline', 'All devices']);
    await user.selectOptions(status, 'Offline');
    expect(mockNavigation.push).toHaveBeenCalledWith('/online-devices?status=offline', { scroll: false });
    unmount();

    setNavigation({ pathname: '/online-devices', search: 'status=offline' });
    renderWithIntl(<OnlineDevicesTable />);
    expect(
      await screen.findByText('Every device is online: none has been silent past its app’s window.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all devices' }));
    expect(mockNavigation.push).toHaveBeenLastCalledWith('/online-devices?status=all', { scroll: false });
  });

  it('says none of the chosen customer’s devices is online', async () => {
    asAdmin('owner=u1', [makeApp({ owner: SAMPLE_OWNER, devicesOnline: 0, devicesTotal: 3 })]);
    renderWithIntl(<AdminOnlineDevicesTable />);
    expect(await screen.findByText('No device has reported in the last few minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all devices' })).toBeInTheDocument();
  });

  it('names each app’s owner in the admin’s app filter until an owner is chosen', async () => {
    asAdmin('', [
      makeApp({ name: 'Shop', owner: SAMPLE_OWNER }),
      makeApp({ id: 'a2', name: 'Shop', owner: OTHER_OWNER }),
    ]);
    renderWithIntl(<AdminOnlineDevicesTable />);
    const appFilter = screen.getByRole('combobox', { name: 'App' });
    expect(await within(appFilter).findByRole('option', { name: 'Shop (grace@example.com)' })).toHaveValue(
      'a1',
    );
    expect(within(appFilter).getByRole('option', { name: 'Shop (lin@example.com)' })).toHaveValue('a2');
  });

  it('lists the chosen owner’s apps by name alone', async () => {
    asAdmin('owner=u1', [makeApp({ name: 'Shop', owner: SAMPLE_OWNER })]);
    renderWithIntl(<AdminOnlineDevicesTable />);
    const appFilter = screen.getByRole('combobox', { name: 'App' });
    await waitFor(() => expect(within(appFilter).getByRole('option', { name: 'Shop' })).toHaveValue('a1'));
  });
});
