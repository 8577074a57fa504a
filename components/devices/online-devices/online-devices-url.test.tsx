import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeApp, makeDevice, mockApi } from '@/test/components/devices';
import { storeRecord } from '@/test/components/shell';
import { renderWithIntl } from '@/test/render-with-intl';

import { OnlineDevicesTable } from './online-devices-table';

// The global `jest`, typed: the compiler hoists jest.mock above the imports only when called on it.
declare const jest: typeof JestObject;

const push = jest.fn<(href: string, options?: { scroll?: boolean }) => void>();
let search = new URLSearchParams();
let pathname = '/online-devices';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), back: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => pathname,
  useSearchParams: () => search,
}));

const devices = [
  makeDevice({ deviceId: 'dev-1', model: 'Pixel 8' }),
  makeDevice({ deviceId: 'dev-2', model: 'Galaxy S24', platform: 'ios', osVersion: null }),
  makeDevice({ deviceId: 'dev-3', model: 'Moto G', online: false }),
];

const apps = [makeApp(), makeApp({ id: 'a2', name: 'Trail Log', platform: 'ios' })];

function customerApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    '/api/devices': { body: { data: devices, total: devices.length } },
    '/api/apps': { body: { data: apps, total: apps.length } },
    ...overrides,
  });
}

beforeEach(() => {
  push.mockReset();
  search = new URLSearchParams();
  pathname = '/online-devices';
  window.localStorage.clear();
  storeRecord('customer');
});

describe('OnlineDevicesTable changes to the URL', () => {
  it('puts a new app filter into the URL and goes back to page 1', async () => {
    const user = userEvent.setup();
    search = new URLSearchParams('page=3');
    customerApi();
    renderWithIntl(<OnlineDevicesTable />);
    const appFilter = screen.getByRole('combobox', { name: 'App' });
    await screen.findByRole('option', { name: 'Trail Log' });
    await user.selectOptions(appFilter, 'Trail Log');
    expect(push).toHaveBeenCalledWith('/online-devices?app=a2', { scroll: false });
  });

  it('puts a search into the URL and goes back to page 1', async () => {
    const user = userEvent.setup();
    search = new URLSearchParams('page=3&app=a1');
    customerApi();
    renderWithIntl(<OnlineDevicesTable />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pixel');
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/online-devices?q=pixel&app=a1', { scroll: false }),
    );
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('shows every device when the status filter says all', async () => {
    const user = userEvent.setup();
    customerApi();
    renderWithIntl(<OnlineDevicesTable />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All devices');
    expect(push).toHaveBeenCalledWith('/online-devices?status=all', { scroll: false });
  });
});
