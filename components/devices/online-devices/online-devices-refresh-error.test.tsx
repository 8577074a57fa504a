import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeApp, makeDevice, mockApi, openDevicesPage } from '@/test/components/devices';
import { renderWithIntl } from '@/test/render-with-intl';

import { OnlineDevicesTable } from './online-devices-table';

// The global `jest`, typed: the compiler hoists jest.mock above the imports only when called on it.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

const UNAVAILABLE = { status: 503, body: { error: { code: 'service_unavailable', message: 'db down' } } };
const MESSAGE = 'The service is temporarily unavailable. Please try again in a few minutes.';

/** The devices API: `fail` decides, per request, whether it answers 503 instead of the page's device. */
function devicesApi(fail: (page: string) => boolean) {
  mockApi({
    '/api/devices': (url) => {
      const page = new URLSearchParams(url.split('?')[1]).get('page') ?? '1';
      return fail(page)
        ? UNAVAILABLE
        : { body: { data: [makeDevice({ deviceId: `page-${page}-device` })], total: 30 } };
    },
    '/api/apps': { body: { data: [makeApp()], total: 1 } },
  });
}

const tableBody = () => screen.getAllByRole('rowgroup')[1];

beforeEach(() => openDevicesPage({ followsLinks: true }));

describe('OnlineDevicesTable when a load fails', () => {
  it('keeps the rows of a failed refresh on screen, says so in one line and tries again', async () => {
    const user = userEvent.setup();
    let failing = false;
    devicesApi(() => failing);
    renderWithIntl(<OnlineDevicesTable />);
    expect(await screen.findByText('page-1-device')).toBeInTheDocument();

    failing = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(within(tableBody()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(tableBody()).getByText('page-1-device')).toBeInTheDocument();
    expect(screen.getByText('1-25 of 30')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('page-1-device')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error row, not the rows before, when another page fails to load', async () => {
    const user = userEvent.setup();
    devicesApi((page) => page === '2');
    renderWithIntl(<OnlineDevicesTable />);
    expect(await screen.findByText('page-1-device')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(tableBody()).findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.queryByText('page-1-device')).not.toBeInTheDocument();
    expect(within(tableBody()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
