import { afterEach, beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, within } from '@testing-library/react';

import { makeApp, makeDevice, mockApi, openDevicesPage } from '@/test/components/devices';
import { renderWithIntl } from '@/test/render-with-intl';

import { OnlineDevicesTable } from './online-devices-table';

// The global `jest`, typed: the compiler hoists jest.mock above the imports only when called on it.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

beforeEach(() => {
  jest.useFakeTimers();
  openDevicesPage();
});

afterEach(() => {
  jest.useRealTimers();
});

const statusOf = (deviceId: string) =>
  within(screen.getByText(deviceId).closest('tr')!).getAllByRole('cell')[1];

describe('OnlineDevicesTable status', () => {
  it('turns a row offline once its last heartbeat is older than the online window, without a refresh', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    mockApi({
      '/api/devices': {
        body: {
          data: [
            makeDevice({ deviceId: 'Pixel 8', lastSeen: minutesAgo(4) }),
            makeDevice({ deviceId: 'Pixel 9', lastSeen: minutesAgo(1) }),
          ],
          total: 2,
          onlineWindowSeconds: 300,
        },
      },
      '/api/apps': { body: { data: [makeApp()], total: 1 } },
    });
    renderWithIntl(<OnlineDevicesTable />);
    expect(await screen.findByText('Pixel 8')).toBeInTheDocument();
    expect(statusOf('Pixel 8')).toHaveTextContent('Online');
    expect(statusOf('Pixel 9')).toHaveTextContent('Online');

    // 90 s on, Pixel 8 was last seen 5.5 minutes ago: past the 5-minute window. Pixel 9 is not.
    await act(() => jest.advanceTimersByTimeAsync(90_000));
    expect(statusOf('Pixel 8')).toHaveTextContent('Offline');
    expect(statusOf('Pixel 9')).toHaveTextContent('Online');
  });

  it('keeps the API’s word when the API gives no window', async () => {
    mockApi({
      '/api/devices': {
        body: { data: [makeDevice({ deviceId: 'Pixel 8', lastSeen: '2020-01-01T00:00:00.000Z' })], total: 1 },
      },
      '/api/apps': { body: { data: [makeApp()], total: 1 } },
    });
    renderWithIntl(<OnlineDevicesTable />);
    expect(await screen.findByText('Pixel 8')).toBeInTheDocument();
    expect(statusOf('Pixel 8')).toHaveTextContent('Online');
  });
});
