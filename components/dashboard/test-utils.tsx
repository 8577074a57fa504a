/**
 * Helpers for the dashboard, SDK guide and diagnostics tests (imported by *.test.tsx only): providers
 * as the pages give them, a stored sign-in record, and a scripted `global.fetch` that records calls.
 */
import { type jest as JestObject } from '@jest/globals';
import { render, type RenderResult } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';

import type { App, SeriesPoint, Stats } from '@/lib/api/types';
import { runtimeConfigAtom } from '@/lib/state/runtime-config';
import en from '@/messages/en.json';

declare const jest: typeof JestObject;

export const DASHBOARD_API = 'https://dash.test';

export function renderWithProviders(
  ui: ReactElement,
  { store = createStore() }: { store?: ReturnType<typeof createStore> } = {},
): RenderResult & { store: ReturnType<typeof createStore> } {
  store.set(runtimeConfigAtom, {
    productName: 'Fleetdeck',
    authApiUrl: 'https://auth.test',
    dashboardApiUrl: DASHBOARD_API,
  });
  const result = render(
    <Provider store={store}>
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        {ui}
      </NextIntlClientProvider>
    </Provider>,
  );
  return { ...result, store };
}

export function storeRecord(
  role: 'customer' | 'admin',
  expiresInMs = 3_600_000,
  token = 'tok_abcdefghijkl',
): void {
  window.localStorage.setItem(
    'auth_token',
    JSON.stringify({ sessionToken: token, role, tokenExpirationTimestamp: Date.now() + expiresInMs }),
  );
}

export interface Answer {
  status: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  url: string;
  body?: unknown;
  auth?: string;
}

function response({ status, body }: Answer): Response {
  return {
    status,
    ok: status >= 200 && status <= 299,
    statusText: '',
    headers: { get: () => null },
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
    json: async () => body,
  } as unknown as Response;
}

/**
 * Installs a fake `fetch`. `route(method, url)` answers each call (an Answer, or an Error to reject
 * with, as a network failure does); the calls are recorded in order.
 */
export function installFetch(route: (method: string, url: string, body: unknown) => Answer | Error) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ method, url, body, auth: headers.Authorization });
    const answer = route(method, url, body);
    if (answer instanceof Error) throw answer;
    return response(answer);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

export function makeApp(overrides: Partial<App> = {}): App {
  return {
    id: 'a1',
    name: 'Shop',
    platform: 'android',
    bundleId: 'com.example.shop',
    appKey: 'fdk_shop_0123456789',
    status: 'active',
    createdAt: '2025-03-05T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    devicesOnline: 3,
    devicesTotal: 12,
    ...overrides,
  };
}

function series(count: number, stepMs: number, peakIndex: number, peak: number): SeriesPoint[] {
  const end = Date.UTC(2025, 2, 10, 12);
  return Array.from({ length: count }, (_, index) => ({
    t: new Date(end - (count - 1 - index) * stepMs).toISOString(),
    online: index === peakIndex ? peak : index % 3,
  }));
}

export function makeStats(overrides: Partial<Stats> = {}): Stats {
  return {
    apps: 3,
    devicesTotal: 2500,
    devicesOnline: 1234,
    active24h: 1500,
    new7d: 42,
    hourly: series(24, 3_600_000, 20, 9),
    daily: series(30, 86_400_000, 5, 77),
    platforms: { android: 1500, ios: 900, web: 100, other: 0 },
    recentApps: [makeApp(), makeApp({ id: 'a2', name: 'Radio', platform: 'ios', devicesOnline: 1 })],
    ...overrides,
  };
}
