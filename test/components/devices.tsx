/**
 * Helpers for the devices and admin dashboard unit tests (imported by *.test.tsx only): a fake
 * dashboard API behind `global.fetch` and sample rows.
 */
import type { App, Device } from '@/lib/api/types';
import { makeApp as makeSampleApp } from '@/test/app-fixture';
import { storeRecord } from '@/test/components/shell';
import { installFetch, type Answer, type FetchMock } from '@/test/fetch-mock';
import { setNavigation } from '@/test/next-navigation';

export type Routes = Record<string, Answer | ((url: string) => Answer | Promise<Answer>)>;

/**
 * Replaces `fetch` with answers by path (query string ignored for matching, kept in the recorded
 * URL). Paths not listed answer 404 not_found. Returns the mock, whose calls are the requested URLs.
 */
export function mockApi(routes: Routes): FetchMock {
  return installFetch((_method, url) => {
    const route = routes[url.split('?')[0]];
    if (typeof route === 'function') return route(url);
    return route ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  }).fetchMock;
}

/** The URLs fetched so far, in order. */
export function requestedUrls(fetchMock: FetchMock): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

export const SAMPLE_OWNER = { id: 'u1', name: 'Grace Hopper', email: 'grace@example.com' };

export function makeApp(overrides: Partial<App> = {}): App {
  return makeSampleApp({
    name: 'Field Notes',
    bundleId: 'com.example.notes',
    appKey: 'key-1',
    createdAt: '2025-01-15T10:00:00.000Z',
    updatedAt: '2025-01-15T10:00:00.000Z',
    devicesOnline: 1,
    devicesTotal: 3,
    ...overrides,
  });
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
    tags: [],
    attributes: {},
    ...overrides,
  };
}

/** Three devices of the customer's list: two online (one of them on iOS, its OS unreported), one offline. */
export const SAMPLE_DEVICES = [
  makeDevice({ deviceId: 'dev-1', model: 'Pixel 8' }),
  makeDevice({ deviceId: 'dev-2', model: 'Galaxy S24', platform: 'ios', osVersion: null }),
  makeDevice({ deviceId: 'dev-3', model: 'Moto G', online: false }),
];

export const SAMPLE_APPS = [makeApp(), makeApp({ id: 'a2', name: 'Trail Log', platform: 'ios' })];

/** The customer's devices and apps calls, answered with the samples above unless `overrides` says otherwise. */
export function customerApi(overrides: Routes = {}): FetchMock {
  return mockApi({
    '/api/devices': { body: { data: SAMPLE_DEVICES, total: SAMPLE_DEVICES.length } },
    '/api/apps': { body: { data: SAMPLE_APPS, total: SAMPLE_APPS.length } },
    ...overrides,
  });
}

/**
 * Signs in afresh as `role` and puts the page at `pathname?search` (the test file mocks
 * `next/navigation` with `@/test/next-navigation`; `followsLinks` as setNavigation's), forgetting
 * earlier router calls.
 */
export function openDevicesPage({
  role = 'customer',
  pathname = '/online-devices',
  search = '',
  followsLinks = false,
}: { role?: 'customer' | 'admin'; pathname?: string; search?: string; followsLinks?: boolean } = {}): void {
  setNavigation({ pathname, search, followsLinks });
  window.localStorage.clear();
  storeRecord(role);
}
