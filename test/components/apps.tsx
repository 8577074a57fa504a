/**
 * Helpers for the app-management tests (imported by *.test.tsx only): a fake dashboard API on
 * `global.fetch` that keeps apps in memory and answers as the real routes do, sample apps, and the
 * customer's page.
 */
import { afterEach, beforeEach, jest } from '@jest/globals';
import { screen } from '@testing-library/react';

import { AppManagement } from '@/components/apps/app-management';
import type { AdminOrg } from '@/lib/api/contract/orgs';
import type { App, AppKeyInfo, Customer, IngestRefusal } from '@/lib/api/types';
import { makeApp } from '@/test/app-fixture';
import { storeRecord } from '@/test/components/shell';
import { installFetch } from '@/test/fetch-mock';
import { renderWithIntl } from '@/test/render-with-intl';

/** Before each test a customer signed in afresh, and after it every spy restored. */
export function prepareCustomerAppTests(): void {
  beforeEach(() => {
    window.localStorage.clear();
    storeRecord('customer');
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
}

/** The customer's app management page, as its route renders it. */
export function renderAppManagement() {
  return renderWithIntl(<AppManagement title="App management" intro="Your apps." />);
}

/** Waits for the card of the app named `name`. */
export function findAppCard(name: string): Promise<HTMLElement> {
  return screen.findByRole('article', { name });
}

const ada = { id: 'c1', name: 'Ada Lovelace', email: 'ada@example.com' };
const grace = { id: 'c2', name: 'Grace Hopper', email: 'grace@example.com' };

export const CUSTOMERS: Customer[] = [ada, grace].map((owner, index) => ({
  ...owner,
  createdAt: '2024-01-01T00:00:00.000Z',
  appCount: index + 1,
  devicesTotal: 0,
}));

/** A team (no one's personal organisation) in the fake API's GET /api/admin/orgs. */
export const TEAM_ORG: AdminOrg = {
  id: 'team-1',
  name: 'Lighthouse Crew',
  createdAt: '2024-02-01T00:00:00.000Z',
  members: 3,
  apps: 0,
  devices: 0,
  onlineDevices: 0,
  owners: [],
};

/** The fake API's HEARTBEAT_RATE_LIMIT: what apps without a quota of their own get. */
export const DEFAULT_QUOTA = { limit: 150_000, windowSeconds: 60 };
const quota = (heartbeatQuota: number | null, used = 0): App['quota'] => ({
  limit: heartbeatQuota ?? DEFAULT_QUOTA.limit,
  windowSeconds: 60,
  custom: heartbeatQuota !== null,
  used,
  resetsAt: used > 0 ? '2024-06-01T12:00:30.000Z' : null,
});

/** Two customers' apps, as the admin sees them (Notes has a heartbeat quota of its own). */
export function adminApps(): App[] {
  return [
    makeApp({ id: 'a1', name: 'Shop', owner: ada, heartbeatQuota: null, quota: quota(null, 1234) }),
    makeApp({
      id: 'a2',
      name: 'Radio',
      platform: 'ios',
      bundleId: 'com.grace.radio',
      owner: grace,
      heartbeatQuota: null,
      quota: quota(null),
    }),
    makeApp({
      id: 'a3',
      name: 'Notes',
      platform: 'web',
      bundleId: 'notes-web',
      owner: grace,
      heartbeatQuota: 500,
      quota: quota(500),
    }),
  ];
}

type Answer = { status: number; body?: unknown };

const NO_HEARTBEAT = { firstHeartbeatAt: null, firstDeviceId: null, lastHeartbeatAt: null };

/** The app's one key, as GET /api/apps/:id/keys lists it. */
function keysOf(app: App): AppKeyInfo[] {
  return [
    {
      id: `${app.id}-key`,
      createdAt: app.createdAt,
      expiresAt: null,
      lastUsedAt: null,
      state: 'active',
      masked: `fdk_••••••••${app.appKey.slice(-4)}`,
    },
  ];
}

/**
 * Installs the fake API. `fail` scripts the next answer to one `METHOD /path` (the path without the
 * query), e.g. `fail('POST /api/apps', { status: 503, body: {...} })`.
 */
export function installFakeApi(initial: App[] = [makeApp()]) {
  let apps = initial.map((app) => ({ ...app }));
  let created = 0;
  const failures = new Map<string, Answer>();
  const refusals = new Map<string, IngestRefusal[]>();

  const answer = (method: string, path: string, query: URLSearchParams, body: unknown): Answer => {
    const item = /^\/api\/(?:admin\/)?apps\/([^/]+)(\/rotate-key|\/keys|\/ingest)?$/.exec(path);
    const app = item ? apps.find((a) => a.id === decodeURIComponent(item[1])) : undefined;
    if (item && !app) return { status: 404, body: { error: { code: 'not_found', message: 'No such app' } } };
    if (method === 'GET' && path === '/api/apps')
      return { status: 200, body: { data: apps, total: apps.length } };
    if (method === 'GET' && path === '/api/admin/apps') {
      // A customer's personal organisation has their id; TEAM_ORG owns none of these apps.
      const owner = query.get('orgId') ?? query.get('ownerId');
      const data = owner ? apps.filter((a) => a.owner?.id === owner) : apps;
      return { status: 200, body: { data, total: data.length, defaultQuota: DEFAULT_QUOTA } };
    }
    if (method === 'GET' && path === '/api/admin/orgs')
      return { status: 200, body: { data: [TEAM_ORG], total: 1 } };
    if (method === 'GET' && path === '/api/admin/customers')
      return { status: 200, body: { data: CUSTOMERS, total: CUSTOMERS.length } };
    if (method === 'POST' && path === '/api/apps') {
      created += 1;
      const input = body as Pick<App, 'name' | 'platform' | 'bundleId'>;
      const next = makeApp({
        ...input,
        id: `new-${created}`,
        appKey: `fdk_newkey${created}000000000000000000wxyz`,
        devicesOnline: 0,
        devicesTotal: 0,
        createdAt: '2024-06-01T12:00:00.000Z',
      });
      apps = [next, ...apps];
      return { status: 201, body: { data: next } };
    }
    if (app && method === 'PATCH') {
      Object.assign(app, body);
      const { heartbeatQuota } = body as Pick<App, 'heartbeatQuota'>;
      if (heartbeatQuota !== undefined) app.quota = quota(heartbeatQuota, app.quota?.used);
      return { status: 200, body: { data: app } };
    }
    if (app && method === 'DELETE') {
      apps = apps.filter((a) => a !== app);
      return { status: 204 };
    }
    if (app && method === 'GET' && item?.[2] === '/keys') return { status: 200, body: { data: keysOf(app) } };
    if (app && method === 'GET' && item?.[2] === '/ingest')
      return { status: 200, body: { data: { ...NO_HEARTBEAT, refused: refusals.get(app.id) ?? [] } } };
    if (app && method === 'POST' && item?.[2] === '/rotate-key') {
      app.appKey = 'fdk_rotated00000000000000000000009876';
      return { status: 200, body: { data: { appKey: app.appKey } } };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'No route' } } };
  };

  // The app calls its own origin here (no API host configured), so the URLs are paths.
  const { calls } = installFetch((method, path, body) => {
    const url = new URL(path, 'http://localhost');
    const key = `${method} ${url.pathname}`;
    const failure = failures.get(key);
    if (failure) {
      failures.delete(key);
      return failure;
    }
    return answer(method, url.pathname, url.searchParams, body);
  });

  return {
    calls,
    fail: (key: string, answer: Answer) => failures.set(key, answer),
    /** What GET /api/apps/:id/ingest answers as refused for this app. */
    refuse: (appId: string, refused: IngestRefusal[]) => refusals.set(appId, refused),
    apps: () => apps,
  };
}
