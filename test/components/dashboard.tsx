/**
 * Helpers for the dashboard, SDK guide and diagnostics tests (imported by *.test.tsx only): providers
 * as the pages give them, a stored sign-in record, and sample apps and stats.
 */
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

import type { App, SeriesPoint, Stats } from '@/lib/api/types';
import { createConsoleStore } from '@/lib/state/store';
import { makeApp as makeSampleApp } from '@/test/app-fixture';
import { renderWithIntl, type TestStore } from '@/test/render-with-intl';

export const DASHBOARD_API = 'https://dash.test';

/** A store given the API hosts the server would hand over. */
export function dashboardStore(store: TestStore = createConsoleStore()): TestStore {
  store.setState({
    runtimeConfig: {
      productName: 'Fleetdeck',
      authApiUrl: 'https://auth.test',
      dashboardApiUrl: DASHBOARD_API,
    },
  });
  return store;
}

/** Renders like renderWithIntl, in a `dashboardStore`. */
export function renderWithProviders(
  ui: ReactElement,
  { store = createConsoleStore() }: { store?: TestStore } = {},
): RenderResult & { store: TestStore } {
  return renderWithIntl(ui, { store: dashboardStore(store) });
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

export function makeApp(overrides: Partial<App> = {}): App {
  return makeSampleApp({
    appKey: 'fdk_shop_0123456789',
    createdAt: '2025-03-05T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    ...overrides,
  });
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
