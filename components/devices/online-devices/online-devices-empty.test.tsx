import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { customerApi, makeApp, openDevicesPage } from '@/test/components/devices';
import { mockNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

import { OnlineDevicesTable } from './online-devices-table';

// The global `jest`, typed: the compiler hoists jest.mock above the imports only when called on it.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

beforeEach(() => openDevicesPage());

describe('OnlineDevicesTable without rows', () => {
  it('tells a customer without apps to create one', async () => {
    customerApi({
      '/api/devices': { body: { data: [], total: 0 } },
      '/api/apps': { body: { data: [], total: 0 } },
    });
    renderWithIntl(<OnlineDevicesTable />);
    expect(await screen.findByRole('link', { name: 'Create an app' })).toHaveAttribute(
      'href',
      '/app-management',
    );
    expect(screen.getByText('No Available Data')).toBeInTheDocument();
  });

  it('points to the SDK guide when the apps have never seen a device', async () => {
    customerApi({
      '/api/devices': { body: { data: [], total: 0 } },
      '/api/apps': { body: { data: [makeApp({ devicesTotal: 0, devicesOnline: 0 })], total: 1 } },
    });
    renderWithIntl(<OnlineDevicesTable />);
    const link = await screen.findByRole('link', { name: 'SDK guide' });
    expect(link).toHaveAttribute('href', '/sdk-integration-guide');
    expect(link.closest('p')).toHaveTextContent(
      /Devices appear here within seconds of their first heartbeat/,
    );
  });

  it('offers every device when none is online right now', async () => {
    const user = userEvent.setup();
    customerApi({ '/api/devices': { body: { data: [], total: 0 } } });
    renderWithIntl(<OnlineDevicesTable />);
    await user.click(await screen.findByRole('button', { name: 'Show all devices' }));
    expect(mockNavigation.push).toHaveBeenCalledWith('/online-devices?status=all', { scroll: false });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it('clears the search and filters from an empty result, keeping the status', async () => {
    const user = userEvent.setup();
    mockNavigation.search = new URLSearchParams('q=nothing&app=a1&status=all&page=2');
    customerApi({ '/api/devices': { body: { data: [], total: 0 } } });
    renderWithIntl(<OnlineDevicesTable />);
    expect(await screen.findByText('No device matches this search or these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(mockNavigation.push).toHaveBeenCalledWith('/online-devices?status=all', { scroll: false });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });
});
