/**
 * Helpers for the devices and admin dashboard unit tests (imported by *.test.tsx only): a fake
 * dashboard API behind `global.fetch`, sample rows, and the providers the components need.
 */
import { jest } from '@jest/globals';
import { render, type RenderResult } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';

import type { App, Device } from '@/lib/api/types';
import en from '@/messages/en.json';

export function renderWithApp(ui: ReactElement): RenderResult {
  return render(
    <Provider store={createStore()}>
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        {ui}
      </NextIntlClientProvider>
    </Provider>,
  );
}

type Answer = { status?: number; body: unknown };
export type Routes = Record<string, Answer | ((url: string) => Answer | Promise<Answer>)>;

/**
 * Replaces `fetch` with answers by path (query string ignored for matching, kept in the recorded
 * URL). Paths not listed answer 404 not_found. Returns the mock, whose calls are the requested URLs.
 */
export function mockApi(routes: Routes) {
  const fetchMock = jest.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(
    async (input) => {
      const url = String(input);
      const route = routes[url.split('?')[0]];
      const answer: Answer =
        typeof route === 'function'
          ? await route(url)
          : (route ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } });
      const status = answer.status ?? 200;
      return {
        status,
        statusText: '',
        headers: { get: () => null },
        text: async () => JSON.stringify(answer.body),
      } as unknown as Response;
    },
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The URLs fetched so far, in order. */
export function requestedUrls(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

export const SAMPLE_OWNER = { id: 'u1', name: 'Grace Hopper', email: 'grace@example.com' };

export function makeApp(overrides: Partial<App> = {}): App {
  return {
    id: 'a1',
    name: 'Field Notes',
    platform: 'android',
    bundleId: 'com.example.notes',
    appKey: 'key-1',
    status: 'active',
    createdAt: '2025-01-15T10:00:00.000Z',
    updatedAt: '2025-01-15T10:00:00.000Z',
    devicesOnline: 1,
    devicesTotal: 3,
    ...overrides,
  };
}

export function makeDevice(overrides: Partial<Device> = {}): Device {
  return {
    deviceId: 'dev-1',
    appId: 'a1',
    appName: 'Field Notes',
    platform: 'android',
    osVersion: '14',
    model: 'Pixel 8',
    sdkVersion: '1.2.0',
    appVersion: '3.0.1',
    firstSeen: '2025-01-20T08:00:00.000Z',
    lastSeen: new Date(Date.now() - 2 * 60_000).toISOString(),
    online: true,
    ...overrides,
  };
}
