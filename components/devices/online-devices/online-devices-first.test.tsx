import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';

import {
  customerApi,
  makeDevice,
  openDevicesPage,
  requestedUrls,
  SAMPLE_APPS,
  SAMPLE_DEVICES,
} from '@/test/components/devices';
import { mockNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

import { OnlineDevicesTable } from './online-devices-table';

// The global `jest`, typed: the compiler hoists jest.mock above the imports only when called on it.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

beforeEach(() => openDevicesPage());

const FIRST_PAGE_KEY = 'devices?page=1&pageSize=25&sort=lastSeen%3Adesc&status=online';
const SERVER_PAGE = {
  data: [makeDevice({ deviceId: 'from-the-server', model: 'Pixel 9' })],
  total: 1,
  onlineWindowSeconds: 300,
};
const apps = { data: SAMPLE_APPS, total: SAMPLE_APPS.length };

describe('OnlineDevicesTable with the server’s first answers', () => {
  it('shows the rows the server read for the address without asking for them', async () => {
    const fetchMock = customerApi();
    renderWithIntl(
      <OnlineDevicesTable first={{ devices: { key: FIRST_PAGE_KEY, page: SERVER_PAGE }, apps }} />,
    );
    expect(screen.getByText('from-the-server')).toBeInTheDocument();
    await Promise.resolve();
    expect(requestedUrls(fetchMock)).toEqual([]);
  });

  it('asks for the rows when the server’s answer is for another query than the address’s', async () => {
    openDevicesPage({ search: 'q=moto' });
    const fetchMock = customerApi();
    renderWithIntl(
      <OnlineDevicesTable first={{ devices: { key: FIRST_PAGE_KEY, page: SERVER_PAGE }, apps }} />,
    );
    expect(await screen.findByText(SAMPLE_DEVICES[0].deviceId)).toBeInTheDocument();
    expect(screen.queryByText('from-the-server')).not.toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual([
      '/api/devices?page=1&pageSize=25&sort=lastSeen%3Adesc&q=moto&status=online',
    ]);
    expect(mockNavigation.replace).not.toHaveBeenCalled();
  });
});
