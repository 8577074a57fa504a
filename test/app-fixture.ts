/**
 * The sample app of the jsdom unit tests (imported by *.test.tsx and test/components only); each suite's
 * helpers in test/components name only what its own tests expect to differ.
 */
import type { App } from '@/lib/api/types';

/** An active Android app, "Shop", with 3 of its 12 devices online; `overrides` replace any field. */
export function makeApp(overrides: Partial<App> = {}): App {
  return {
    id: 'a1',
    name: 'Shop',
    platform: 'android',
    bundleId: 'com.example.shop',
    appKey: 'fdk_0123456789abcdefghijklmnopqrstuv',
    status: 'active',
    suspendedReason: null,
    onlineWindowSeconds: 300,
    createdAt: '2024-03-05T10:00:00.000Z',
    updatedAt: '2024-03-05T10:00:00.000Z',
    devicesOnline: 3,
    devicesTotal: 12,
    ...overrides,
  };
}
