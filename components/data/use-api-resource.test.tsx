import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import { retryDelayMs, useApiResource } from '@/components/data/use-api-resource';
import { LiveEventsContext } from '@/components/live/live-events-context';
import { ConsoleStoreProvider } from '@/components/state/console-store';
import { HttpError, httpRequest } from '@/lib/http/client';
import type { LiveEvent } from '@/lib/live/read-events';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

const fetchMock = jest.fn<typeof fetch>();

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return {
    status,
    statusText: '',
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

const UNAVAILABLE = { error: { code: 'service_unavailable', message: 'Down' } };
const load = (baseUrl: string, token: string) =>
  httpRequest<{ n: number }>(`${baseUrl}/api/stats`, { token });
const wrapper = ({ children }: { children: ReactNode }) => (
  <ConsoleStoreProvider>{children}</ConsoleStoreProvider>
);

/** Lets the mocked fetch's promise chain settle inside act. */
async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  global.fetch = fetchMock;
  window.localStorage.setItem(
    'auth_token',
    JSON.stringify({
      sessionToken: 'tok',
      role: 'customer',
      tokenExpirationTimestamp: Date.now() + 3_600_000,
    }),
  );
});

afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
});

describe('useApiResource while the service is unavailable', () => {
  it('keeps the error on screen and tries again by itself after Retry-After, until it loads', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(503, UNAVAILABLE, { 'retry-after': '2' }))
      .mockResolvedValueOnce(answer(503, UNAVAILABLE, { 'retry-after': '2' }))
      .mockResolvedValueOnce(answer(200, { n: 7 }));
    const { result } = renderHook(() => useApiResource('stats', load), { wrapper });
    await settle();
    expect(result.current.error).toMatchObject({ status: 503, code: 'service_unavailable' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => jest.advanceTimersByTime(1_999));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(1));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.error).toMatchObject({ code: 'service_unavailable' });

    // The second failure in a row waits twice as long.
    await act(async () => jest.advanceTimersByTime(3_999));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(async () => jest.advanceTimersByTime(1));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.current).toMatchObject({ data: { n: 7 }, error: undefined, loading: false });

    await act(async () => jest.advanceTimersByTime(120_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry an answer that will not change by waiting', async () => {
    fetchMock.mockResolvedValue(answer(404, { error: { code: 'not_found', message: 'Gone' } }));
    const { result } = renderHook(() => useApiResource('stats', load), { wrapper });
    await settle();
    expect(result.current.error).toMatchObject({ status: 404 });
    await act(async () => jest.advanceTimersByTime(120_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('retryDelayMs', () => {
  it('starts at Retry-After or 5 s, doubles, and stays under a minute', () => {
    const down = new HttpError(503, 'service_unavailable', 'Down');
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(down, n))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000,
    ]);
    const told = new HttpError(503, 'service_unavailable', 'Down', undefined, 3);
    expect(retryDelayMs(told, 1)).toBe(3_000);
    expect(retryDelayMs(new HttpError(0, 'network_error', 'Offline', undefined, 0), 1)).toBe(1_000);
  });
});

describe('useApiResource with live events', () => {
  it('refetches on an event that concerns it in the background: the data stays, it is not loading', async () => {
    const listeners = new Set<(event: LiveEvent) => void>();
    const subscribe = (listener: (event: LiveEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const liveWrapper = ({ children }: { children: ReactNode }) => (
      <ConsoleStoreProvider>
        <LiveEventsContext.Provider value={subscribe}>{children}</LiveEventsContext.Provider>
      </ConsoleStoreProvider>
    );
    fetchMock.mockResolvedValue(answer(200, { n: 1 }));
    const { result } = renderHook(() => useApiResource('stats', load, { live: () => true }), {
      wrapper: liveWrapper,
    });
    await settle();
    expect(result.current).toMatchObject({ data: { n: 1 }, loading: false });

    fetchMock.mockResolvedValue(answer(200, { n: 2 }));
    act(() => listeners.forEach((listener) => listener({ type: 'devices', appId: 'a1' })));
    // Fetching again, and still showing what it had.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ data: { n: 1 }, loading: false });
    await settle();
    expect(result.current).toMatchObject({ data: { n: 2 }, loading: false });

    // A reload asked for by the user is loading, as before.
    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    await settle();
    expect(result.current.loading).toBe(false);
  });
});

describe('useApiResource with the server’s first answer', () => {
  it('shows it from the first render without asking again, then fetches on a reload and a new key', async () => {
    fetchMock.mockResolvedValue(answer(200, { n: 2 }));
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => useApiResource(`stats-${id}`, load, { first: { n: 1 } }),
      { wrapper, initialProps: { id: 'a' } },
    );
    expect(result.current).toMatchObject({ data: { n: 1 }, loading: false, error: undefined });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.data).toEqual({ n: 1 });

    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ data: { n: 2 }, loading: false });

    rerender({ id: 'b' });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
