/**
 * The admin dashboard tests' data (imported by *.test.tsx only): the figures, and three apps of two
 * owners as the API lists them.
 */
import type { Stats } from '@/lib/api/types';
import { makeApp, mockApi, SAMPLE_OWNER } from '@/test/components/devices';

export const stats: Stats = {
  apps: 3,
  devicesTotal: 420,
  devicesOnline: 37,
  active24h: 100,
  new7d: 12,
  hourly: [],
  daily: [],
  platforms: { android: 300, ios: 100, web: 20, other: 0 },
  recentApps: [],
};

// In the API's order: newest first, then by id, highest first.
export const apps = [
  makeApp({
    id: 'a2',
    name: 'Trail Log',
    platform: 'ios',
    status: 'suspended',
    createdAt: '2025-02-01T10:00:00.000Z',
    owner: { id: 'u2', name: 'Alan Turing', email: 'alan@example.com' },
  }),
  makeApp({ id: 'a3', name: 'Notes Web', platform: 'web', owner: SAMPLE_OWNER }),
  makeApp({
    id: 'a1',
    name: 'Field Notes',
    platform: 'android',
    owner: SAMPLE_OWNER,
    devicesOnline: 1200,
    devicesTotal: 3000,
  }),
];

/** The three calls of the dashboard, answered with the data above. */
export function dashboardApi() {
  return mockApi({
    '/api/admin/stats': { body: { data: stats } },
    '/api/admin/apps': { body: { data: apps, total: apps.length } },
    '/api/admin/customers': { body: { data: [], total: 2 } },
  });
}
