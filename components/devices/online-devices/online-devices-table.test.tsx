import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  customerApi,
  makeDevice,
  openDevicesPage,
  requestedUrls,
  SAMPLE_DEVICES,
} from '@/test/components/devices';
import { mockNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

import { OnlineDevicesTable } from './online-devices-table';

// The global `jest`, typed: the compiler hoists jest.mock above the imports only when called on it.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

beforeEach(() => openDevicesPage());

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

  it('shows the columns that fit a laptop by default, the others one click away in Columns', async () => {
    const user = userEvent.setup();
    customerApi();
    renderWithIntl(<OnlineDevicesTable />);
    const row = (await screen.findByText('dev-2')).closest('tr')!;
    const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent?.trim());
    expect(headers().slice(1)).toEqual(['Status', 'Device ID', 'App', 'Platform', 'Last seen']);
    // The device id stays on one line, its whole text on hover.
    expect(within(row).getByText('dev-2')).toHaveAttribute('title', 'dev-2');
    expect(within(row).getByText('dev-2')).toHaveClass('truncate');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'OS version' }));
    expect(headers()).toContain('OS version');
    expect(within(row).getByText('Not reported')).toBeInTheDocument();
    expect(window.localStorage.getItem('table:online-devices:columns')).toBe('{"osVersion":true}');
    window.localStorage.clear();
  });

  it('shows each device with its platform, status and last seen as relative time', async () => {
    customerApi();
    renderWithIntl(<OnlineDevicesTable />);
    const row = (await screen.findByText('dev-2')).closest('tr')!;
    expect(within(row).getByText('iOS')).toBeInTheDocument();
    const lastSeen = within(row).getByText('2 minutes ago');
    expect(lastSeen.tagName).toBe('TIME');
    expect(lastSeen).toHaveAttribute('dateTime', SAMPLE_DEVICES[1].lastSeen);
    expect(lastSeen.getAttribute('title')).toMatch(/\d{4}/);
    expect(within(screen.getByText('dev-3').closest('tr')!).getByText('Offline')).toBeInTheDocument();
  });

  it('reads the view from the URL and passes it to the API', async () => {
    mockNavigation.search = new URLSearchParams('q=pixel&app=a2&status=all&sort=model&size=50&page=2');
    const fetchMock = customerApi();
    renderWithIntl(<OnlineDevicesTable />);
    await screen.findByText('dev-1');
    expect(requestedUrls(fetchMock)).toContain(
      '/api/devices?page=2&pageSize=50&sort=model%3Aasc&q=pixel&appId=a2&status=all',
    );
    expect(screen.getByRole('combobox', { name: 'App' })).toHaveValue('a2');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
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

  it('shows a translated error and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetchMock = customerApi({
      '/api/devices': () =>
        fail
          ? { status: 503, body: { error: { code: 'service_unavailable', message: 'db down' } } }
          : { body: { data: SAMPLE_DEVICES, total: 3 } },
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
    mockNavigation.search = new URLSearchParams('page=2');
    const fetchMock = customerApi({ '/api/devices': { body: { data: SAMPLE_DEVICES, total: 60 } } });
    renderWithIntl(<OnlineDevicesTable />);
    await screen.findByText('dev-1');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByText('dev-1');
    const pages = requestedUrls(fetchMock).filter((url) => url.startsWith('/api/devices'));
    expect(pages).toEqual([pages[0], pages[0]]);
    expect(pages[0]).toContain('page=2');
    expect(mockNavigation.push).not.toHaveBeenCalled();
  });
});
