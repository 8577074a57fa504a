/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { closeDb } from '@/lib/server/db/client';
import { adminDashboardFirstAnswers } from '@/lib/server/first-render/admin-dashboard';
import { dashboardFirstAnswers } from '@/lib/server/first-render/dashboard';
import { deviceFirstAnswer } from '@/lib/server/first-render/device-page';
import { userDashboardFirstAnswers } from '@/lib/server/first-render/user-dashboard';
import { freePort } from '@/scripts/lib/temp-postgres';
import { setRequestCookie } from '@/test/server/page-request';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

jest.mock(
  'next/headers',
  () =>
    jest.requireActual<typeof import('@/test/server/page-request')>('@/test/server/page-request').nextHeaders,
);
jest.setTimeout(60_000);

/**
 * The database down while a page renders: the page gets no answers (its browser calls then show the
 * 503 and Try again), it does not fail as a whole.
 */
describe('first answers while the database is down', () => {
  const saved = { DATABASE_URL: process.env.DATABASE_URL };

  beforeAll(async () => {
    await closeDb();
    // A port where nothing listens: connections are refused at once.
    process.env.DATABASE_URL = `postgres://fleetdeck:secret@127.0.0.1:${await freePort()}/fleetdeck`;
    const record = { sessionToken: 'a-token', role: 'admin', tokenExpirationTimestamp: Date.now() + 60_000 };
    setRequestCookie('auth_token', encodeURIComponent(JSON.stringify(record)));
  });

  afterAll(async () => {
    await closeDb();
    if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved.DATABASE_URL;
  });

  it('answers nothing, without throwing', async () => {
    await expect(adminDashboardFirstAnswers()).resolves.toEqual({});
    await expect(dashboardFirstAnswers()).resolves.toEqual({});
    await expect(userDashboardFirstAnswers(undefined)).resolves.toEqual({ ownerId: '', orgId: '' });
    await expect(
      deviceFirstAnswer('7f1dcc63-7628-45fa-8803-7ca062e3a4c7', 'pixel-9'),
    ).resolves.toBeUndefined();
  });
});
