import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { customerApi, openDevicesPage, requestedUrls, SAMPLE_DEVICES } from '@/test/components/devices';
import { mockNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

import { OnlineDevicesTable } from './online-devices-table';

// The global `jest`, typed: the compiler hoists jest.mock above the imports only when called on it.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

beforeEach(() => openDevicesPage());

describe('OnlineDevicesTable changes to the URL', () => {
  it('puts a new app filter into the URL and goes back to page 1', async () => {
    const user = userEvent.setup();
    mockNavigation.search = new URLSearchParams('page=3');
    customerApi();
    renderWithIntl(<OnlineDevicesTable />);
    const appFilter = screen.getByRole('combobox', { name: 'App' });
    await screen.findByRole('option', { name: 'Trail Log' });
    await user.selectOptions(appFilter, 'Trail Log');
    expect(mockNavigation.push).toHaveBeenCalledWith('/online-devices?app=a2', { scroll: false });
  });

  it('puts a search into the URL and goes back to page 1', async () => {
    const user = userEvent.setup();
    mockNavigation.search = new URLSearchParams('page=3&app=a1');
    customerApi();
    renderWithIntl(<OnlineDevicesTable />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pixel');
    await waitFor(() =>
      expect(mockNavigation.push).toHaveBeenCalledWith('/online-devices?q=pixel&app=a1', { scroll: false }),
    );
    expect(mockNavigation.push).toHaveBeenCalledTimes(1);
  });

  it('shows every device when the status filter says all', async () => {
    const user = userEvent.setup();
    openDevicesPage({ followsLinks: true });
    // The API answers as the server does: online devices unless the request asks for all of them.
    const fetchMock = customerApi({
      '/api/devices': (url) => {
        const all = new URL(url, 'http://localhost').searchParams.get('status') === 'all';
        const data = all ? SAMPLE_DEVICES : SAMPLE_DEVICES.filter((device) => device.online);
        return { body: { data, total: data.length } };
      },
    });
    renderWithIntl(<OnlineDevicesTable />);
    expect(await screen.findByText('dev-1')).toBeInTheDocument();
    expect(screen.queryByText('dev-3')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All devices');
    expect(mockNavigation.push).toHaveBeenCalledWith('/online-devices?status=all', { scroll: false });
    // The offline device is listed, beside the online ones, and the table asked the server for all.
    expect(await screen.findByText('dev-3')).toBeInTheDocument();
    expect(screen.getByText('dev-1')).toBeInTheDocument();
    expect(requestedUrls(fetchMock).at(-1)).toContain('status=all');
  });
});
