import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, waitFor } from '@testing-library/react';

import { GuideIngest } from '@/components/sdk-guide/guide-ingest';
import { DASHBOARD_API, renderWithProviders, storeRecord } from '@/test/components/dashboard';
import { fakeStream } from '@/test/components/live-stream';
import { jsonResponse, mockFetchForEachTest } from '@/test/fetch-mock';

import { LiveEventsContext } from './live-events-context';

const fetchMock = mockFetchForEachTest();
const APP = { id: 'app-1', name: 'Shop' };
const DEVICE = {
  deviceId: 'pixel-42',
  appId: 'app-1',
  appName: 'Shop',
  platform: 'android',
  osVersion: null,
  model: null,
  sdkVersion: null,
  appVersion: null,
  firstSeen: '2025-03-05T10:00:00.000Z',
  lastSeen: '2025-03-05T10:00:00.000Z',
  online: true,
};

/** The app's ingest as the server keeps it: its first heartbeat came from `device`, or none yet. */
function answerIngest(device: typeof DEVICE | null) {
  fetchMock.mockImplementation(async () =>
    jsonResponse(200, {
      data: {
        firstHeartbeatAt: device?.firstSeen ?? null,
        firstDeviceId: device?.deviceId ?? null,
        lastHeartbeatAt: device?.lastSeen ?? null,
        refused: [],
      },
    }),
  );
}

/** Lets `ms` of the page's time pass (fake timers: the throttle's second is counted, not waited for). */
const pass = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

// The install check as the guide shows it, with the refusals panel beside it: one answer serves both.
describe('InstallCheck', () => {
  it('waits for the first heartbeat, then names the device and links to it, on a live event', async () => {
    storeRecord('customer');
    answerIngest(null);
    const stream = fakeStream();
    renderWithProviders(
      <LiveEventsContext.Provider value={stream.subscribe}>
        <GuideIngest app={APP} />
      </LiveEventsContext.Provider>,
    );
    expect(await screen.findByText('Waiting for the first heartbeat from Shop…')).toBeInTheDocument();
    expect(screen.getByText('No heartbeats were refused in the last 24 hours.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe(`${DASHBOARD_API}/api/apps/app-1/ingest`);

    // Another app's device is no news for this one.
    stream.emit({ type: 'device', kind: 'first_seen', appId: 'app-2', deviceId: 'x' });
    answerIngest(DEVICE);
    stream.emit({ type: 'device', kind: 'first_seen', appId: 'app-1', deviceId: 'pixel-42' });
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^Connected: pixel-42 at Mar 5, 2025/));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'View device' })).toHaveAttribute(
      'href',
      '/online-devices/app-1/pixel-42',
    );
    expect(screen.getByRole('link', { name: 'Online devices' })).toHaveAttribute(
      'href',
      '/online-devices?app=app-1',
    );

    // Connected: later events of the app fetch nothing more.
    stream.emit({ type: 'device', kind: 'online', appId: 'app-1', deviceId: 'pixel-43' });
    await pass(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refetches at most once a second however many events arrive', async () => {
    storeRecord('customer');
    answerIngest(null);
    const stream = fakeStream();
    renderWithProviders(
      <LiveEventsContext.Provider value={stream.subscribe}>
        <GuideIngest app={APP} />
      </LiveEventsContext.Provider>,
    );
    await screen.findByText('Waiting for the first heartbeat from Shop…');
    for (let i = 0; i < 50; i += 1) stream.emit({ type: 'devices', appId: 'app-1' });
    await pass(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The burst's other 49 events: one more request, a second after the first, and none in between.
    await pass(900);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await pass(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await pass(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
