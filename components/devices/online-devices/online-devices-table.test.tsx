import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeApp, makeDevice, mockApi, requestedUrls, SAMPLE_OWNER } from '@/test/components/devices';
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

describe('OnlineDevicesTable', () => {
  it('asks for the first 25 online devices, most recently seen first, with the session token', async () => {
    const fetchMock = customerApi();
    renderWithIntl(<OnlineDevicesTable />);
    expect(await screen.findByText('dev-1')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain(
      '/api/devices?page=1&pageSize=25&sort=lastSeen%3Adesc&status=online',
    );
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    expect(screen.queryByRole('columnheader', { name: /Owner/ })).not.toBeInTheDocument();
  });

  it('shows each device with its platform, status and last seen as relative time', async () => {
    customerApi();
    renderWithIntl(<OnlineDevicesTable />);
    const row = (await screen.findByText('dev-2')).closest('tr')!;
    expect(within(row).getByText('iOS')).toBeInTheDocument();
    expect(within(row).getByText('Not reported')).toBeInTheDocument();
    const lastSeen = within(row).getByText('2 minutes ago');
    expect(lastSeen.tagName).toBe('TIME');
    expect(lastSeen).toHaveAttribute('dateTime', devices[1].lastSeen);
    expect(lastSeen.getAttribute('title')).toMatch(/\d{4}/);
    expect(within(screen.getByText('dev-3').closest('tr')!).getByText('Offline')).toBeInTheDocument();
  });

  it('reads the view from the URL and passes it to the API', async () => {
    search = new URLSearchParams('q=pixel&app=a2&status=all&sort=model&size=50&page=2');
    const fetchMock = customerApi();
    renderWithIntl(<OnlineDevicesTable />);
    await screen.findByText('dev-1');
    expect(requestedUrls(fetchMock)).toContain(
      '/api/devices?page=2&pageSize=50&sort=model%3Aasc&q=pixel&appId=a2&status=all',
    );
    expect(screen.getByRole('combobox', { name: 'App' })).toHaveValue('a2');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
  });

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

  it('says "about" when the API estimates the total, and the exact count otherwise', async () => {
    const page = Array.from({ length: 25 }, (_, i) => makeDevice({ deviceId: `dev-${i + 1}` }));
    customerApi({ '/api/devices': { body: { data: page, total: 12000, totalIsEstimate: true } } });
    const { unmount } = renderWithIntl(<OnlineDevicesTable />);
    expect(await screen.findByText('1-25 of about 12,000')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).queryByRole('button', { name: 'Page 480' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next page' })).not.toHaveAttribute('aria-disabled');
    unmount();

    customerApi({ '/api/devices': { body: { data: page, total: 9876 } } });
    renderWithIntl(<OnlineDevicesTable />);
    expect(await screen.findByText('1-25 of 9,876')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 396' })).toBeInTheDocument();
  });

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
    expect(push).toHaveBeenCalledWith('/online-devices?status=all', { scroll: false });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it('clears the search and filters from an empty result, keeping the status', async () => {
    const user = userEvent.setup();
    search = new URLSearchParams('q=nothing&app=a1&status=all&page=2');
    customerApi({ '/api/devices': { body: { data: [], total: 0 } } });
    renderWithIntl(<OnlineDevicesTable />);
    expect(await screen.findByText('No device matches this search or these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(push).toHaveBeenCalledWith('/online-devices?status=all', { scroll: false });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it('shows a translated error and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetchMock = customerApi({
      '/api/devices': () =>
        fail
          ? { status: 503, body: { error: { code: 'service_unavailable', message: 'db down' } } }
          : { body: { data: devices, total: 3 } },
    });
    renderWithIntl(<OnlineDevicesTable />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is temporarily unavailable.');
    expect(screen.queryByText('db down')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('dev-1')).toBeInTheDocument();
    expect(requestedUrls(fetchMock).filter((url) => url.startsWith('/api/devices'))).toHaveLength(2);
  });

  it('reloads the same page on Refresh', async () => {
    const user = userEvent.setup();
    search = new URLSearchParams('page=2');
    const fetchMock = customerApi({ '/api/devices': { body: { data: devices, total: 60 } } });
    renderWithIntl(<OnlineDevicesTable />);
    await screen.findByText('dev-1');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByText('dev-1');
    const pages = requestedUrls(fetchMock).filter((url) => url.startsWith('/api/devices'));
    expect(pages).toEqual([pages[0], pages[0]]);
    expect(pages[0]).toContain('page=2');
    expect(push).not.toHaveBeenCalled();
  });

  it('lists every customer’s devices with their owner for admins', async () => {
    window.localStorage.clear();
    storeRecord('admin');
    pathname = '/admin/online-devices';
    search = new URLSearchParams('owner=u1');
    const fetchMock = mockApi({
      '/api/admin/devices': { body: { data: [makeDevice({ owner: SAMPLE_OWNER })], total: 1 } },
      '/api/admin/apps': { body: { data: [makeApp({ owner: SAMPLE_OWNER })], total: 1 } },
      '/api/admin/customers': {
        body: { data: [{ ...SAMPLE_OWNER, createdAt: '', appCount: 1, devicesTotal: 3 }], total: 1 },
      },
    });
    renderWithIntl(<OnlineDevicesTable admin />);
    expect(await screen.findByRole('columnheader', { name: /Owner/ })).toBeInTheDocument();
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    const urls = requestedUrls(fetchMock);
    expect(urls).toContain(
      '/api/admin/devices?page=1&pageSize=25&sort=lastSeen%3Adesc&status=online&ownerId=u1',
    );
    expect(urls).toContain('/api/admin/apps?ownerId=u1');
    expect(urls.some((url) => url.startsWith('/api/devices'))).toBe(false);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('u1'));
    expect(screen.getByRole('option', { name: 'Grace Hopper (grace@example.com)' })).toBeInTheDocument();
  });

  it('lets admins pick an owner, which clears the app filter', async () => {
    const user = userEvent.setup();
    window.localStorage.clear();
    storeRecord('admin');
    pathname = '/admin/online-devices';
    search = new URLSearchParams('app=a1&page=2');
    mockApi({
      '/api/admin/devices': { body: { data: [], total: 0 } },
      '/api/admin/apps': { body: { data: [makeApp({ owner: SAMPLE_OWNER })], total: 1 } },
      '/api/admin/customers': {
        body: { data: [{ ...SAMPLE_OWNER, createdAt: '', appCount: 1, devicesTotal: 3 }], total: 1 },
      },
    });
    renderWithIntl(<OnlineDevicesTable admin />);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Owner' }),
      await screen.findByRole('option', { name: 'Grace Hopper (grace@example.com)' }),
    );
    expect(push).toHaveBeenCalledWith('/admin/online-devices?owner=u1', { scroll: false });
  });
});
