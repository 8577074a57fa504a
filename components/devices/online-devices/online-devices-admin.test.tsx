import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  makeApp,
  makeDevice,
  mockApi,
  openDevicesPage,
  requestedUrls,
  SAMPLE_OWNER,
} from '@/test/components/devices';
import { mockNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

import { AdminOnlineDevicesTable } from './admin-online-devices-table';

// The global `jest`, typed: the compiler hoists jest.mock above the imports only when called on it.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

beforeEach(() => openDevicesPage());

describe('OnlineDevicesTable for admins', () => {
  it('lists every customer’s devices with their owner for admins', async () => {
    openDevicesPage({ role: 'admin', pathname: '/admin/online-devices', search: 'owner=u1' });
    const fetchMock = mockApi({
      '/api/admin/devices': { body: { data: [makeDevice({ owner: SAMPLE_OWNER })], total: 1 } },
      '/api/admin/apps': { body: { data: [makeApp({ owner: SAMPLE_OWNER })], total: 1 } },
      '/api/admin/customers': {
        body: { data: [{ ...SAMPLE_OWNER, createdAt: '', appCount: 1, devicesTotal: 3 }], total: 1 },
      },
    });
    renderWithIntl(<AdminOnlineDevicesTable />);
    expect(await screen.findByRole('columnheader', { name: /Owner/ })).toBeInTheDocument();
    // The owner takes the platform's place among the columns shown by default.
    expect(
      screen
        .getAllByRole('columnheader')
        .slice(1)
        .map((th) => th.textContent?.trim()),
    ).toEqual(['Status', 'Device ID', 'App', 'Owner', 'Last seen']);
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    const urls = requestedUrls(fetchMock);
    expect(urls).toContain(
      '/api/admin/devices?page=1&pageSize=25&sort=lastSeen%3Adesc&status=online&ownerId=u1',
    );
    expect(urls).toContain('/api/admin/apps?ownerId=u1');
    expect(urls.some((url) => url.startsWith('/api/devices'))).toBe(false);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('u1'));
    expect(
      await screen.findByRole('option', { name: 'Grace Hopper (grace@example.com)' }),
    ).toBeInTheDocument();
  });

  it('lets admins pick an owner, which clears the app filter', async () => {
    const user = userEvent.setup();
    openDevicesPage({ role: 'admin', pathname: '/admin/online-devices', search: 'app=a1&page=2' });
    mockApi({
      '/api/admin/devices': { body: { data: [], total: 0 } },
      '/api/admin/apps': { body: { data: [makeApp({ owner: SAMPLE_OWNER })], total: 1 } },
      '/api/admin/customers': {
        body: { data: [{ ...SAMPLE_OWNER, createdAt: '', appCount: 1, devicesTotal: 3 }], total: 1 },
      },
    });
    renderWithIntl(<AdminOnlineDevicesTable />);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Owner' }),
      await screen.findByRole('option', { name: 'Grace Hopper (grace@example.com)' }),
    );
    expect(mockNavigation.push).toHaveBeenCalledWith('/admin/online-devices?owner=u1', { scroll: false });
  });

  it('opens one organisation from `orgId` (the user dashboard’s Open), which wins over `owner`', async () => {
    const user = userEvent.setup();
    openDevicesPage({ role: 'admin', pathname: '/admin/online-devices', search: 'orgId=o7&owner=u1' });
    const fetchMock = mockApi({
      '/api/admin/devices': { body: { data: [makeDevice({ owner: SAMPLE_OWNER })], total: 1 } },
      '/api/admin/apps': { body: { data: [makeApp({ owner: SAMPLE_OWNER })], total: 1 } },
      '/api/admin/customers': {
        body: { data: [{ ...SAMPLE_OWNER, createdAt: '', appCount: 1, devicesTotal: 3 }], total: 1 },
      },
    });
    renderWithIntl(<AdminOnlineDevicesTable />);
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    const urls = requestedUrls(fetchMock);
    expect(urls).toContain(
      '/api/admin/devices?page=1&pageSize=25&sort=lastSeen%3Adesc&status=online&ownerId=u1&orgId=o7',
    );
    expect(urls).toContain('/api/admin/apps?orgId=o7');
    // A team is no customer of the list: the select says an organisation is chosen.
    await screen.findByRole('option', { name: 'Grace Hopper (grace@example.com)' });
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('o7');
    expect(screen.getByRole('option', { name: 'Selected organisation' })).toBeInTheDocument();

    // Choosing a customer replaces the organisation.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Owner' }),
      screen.getByRole('option', { name: 'Grace Hopper (grace@example.com)' }),
    );
    expect(mockNavigation.push).toHaveBeenCalledWith('/admin/online-devices?owner=u1', { scroll: false });
  });
});
