import { afterEach, beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeApp, makeDevice, mockApi, openDevicesPage, requestedUrls } from '@/test/components/devices';
import { setNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

import { OnlineDevicesTable } from './online-devices-table';

// The global `jest`, typed: the compiler hoists jest.mock above the imports only when called on it.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

beforeEach(() => {
  jest.useFakeTimers();
  openDevicesPage({ search: 'page=2' });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('OnlineDevicesTable auto-refresh', () => {
  it('is off by default, then reloads the same page every 30 s without blanking the rows', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let answerRefresh: () => void = () => {};
    let calls = 0;
    const fetchMock = mockApi({
      '/api/devices': () => {
        calls += 1;
        if (calls === 1) return { body: { data: [makeDevice({ deviceId: 'Pixel 8' })], total: 30 } };
        // Later answers wait until the test lets them through, to see the table in between.
        return new Promise((resolve) => {
          answerRefresh = () => resolve({ body: { data: [makeDevice({ deviceId: 'Pixel 9' })], total: 30 } });
        });
      },
      '/api/apps': { body: { data: [makeApp()], total: 1 } },
    });
    renderWithIntl(<OnlineDevicesTable />);
    expect(await screen.findByText('Pixel 8')).toBeInTheDocument();
    const devicePages = () => requestedUrls(fetchMock).filter((url) => url.startsWith('/api/devices'));

    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(devicePages()).toHaveLength(1);

    const toggle = screen.getByRole('checkbox', { name: 'Auto-refresh every 30 s' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await act(() => jest.advanceTimersByTimeAsync(29_000));
    expect(devicePages()).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(devicePages()).toHaveLength(2);
    // The previous rows stay on screen while the background request is under way.
    expect(screen.queryAllByTestId('data-table-skeleton-row')).toHaveLength(0);
    expect(screen.getByText('Pixel 8')).toBeInTheDocument();
    await act(async () => answerRefresh());
    expect(await screen.findByText('Pixel 9')).toBeInTheDocument();
    expect(devicePages()[1]).toBe(devicePages()[0]);
    expect(devicePages()[0]).toContain('page=2');

    await user.click(toggle);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(devicePages()).toHaveLength(2);

    // A Refresh by hand shows the skeleton: the user asked and waits for the answer.
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await user.click(refresh);
    expect(screen.getAllByTestId('data-table-skeleton-row').length).toBeGreaterThan(0);
    // It keeps the focus while it works, and a second press asks nothing more.
    expect(refresh).toHaveFocus();
    expect(refresh).toHaveAttribute('aria-disabled', 'true');
    const asked = devicePages().length;
    await user.click(refresh);
    expect(devicePages()).toHaveLength(asked);
    await act(async () => answerRefresh());
    expect(await screen.findByText('Pixel 9')).toBeInTheDocument();
  });

  it('shows the skeleton, not another page’s rows, on a view it once refreshed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setNavigation({ pathname: '/online-devices', followsLinks: true });
    let hold = false;
    mockApi({
      '/api/devices': (url) => {
        const page = new URLSearchParams(url.split('?')[1]).get('page');
        const answer = { body: { data: [makeDevice({ deviceId: `page-${page}-device` })], total: 60 } };
        // The last answer waits, to see what the table shows while it comes.
        return hold ? new Promise(() => {}) : answer;
      },
      '/api/apps': { body: { data: [makeApp()], total: 1 } },
    });
    renderWithIntl(<OnlineDevicesTable />);
    expect(await screen.findByText('page-1-device')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Auto-refresh every 30 s' }));
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText('page-1-device')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('page-2-device')).toBeInTheDocument();
    hold = true;
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(screen.getAllByTestId('data-table-skeleton-row').length).toBeGreaterThan(0);
    expect(screen.queryByText('page-2-device')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeDisabled();
  });
});
