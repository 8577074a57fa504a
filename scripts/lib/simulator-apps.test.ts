/** @jest-environment node */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { ensureAdmin } from '@/lib/server/auth/ensure-admin';
import { createCustomer } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { apps } from '@/lib/server/db/schema';
import { createApp } from '@/lib/server/domain/apps';
import { setupTestDatabase, uniqueEmail } from '@/test/server/support';

import { routedFetch, URL_BASE } from './routed-fetch';
import { findSimulatedApps } from './simulator-apps';

setupTestDatabase();
jest.setTimeout(30_000);

describe('findSimulatedApps', () => {
  const password = 'demo password 2';
  // Accounts of this test file alone, so the tests run on a shared PostgreSQL server too.
  const env = { ADMIN_EMAIL: uniqueEmail('admin'), ADMIN_PASSWORD: password };
  let savedFetch: typeof fetch;

  beforeAll(async () => {
    await ensureAdmin(env.ADMIN_EMAIL, password);
  });
  beforeEach(() => {
    savedFetch = global.fetch;
    global.fetch = routedFetch;
  });
  afterEach(() => {
    global.fetch = savedFetch;
  });

  async function customer(): Promise<{ id: string; email: string }> {
    const email = uniqueEmail('casey');
    const user = await createCustomer({ name: 'Casey', email, password });
    return { id: user.id, email };
  }

  it('creates a Simulator app for the first demo customer when none of theirs is active, then reuses it', async () => {
    const demo = await customer();
    const demoCustomers = [demo.email];
    const first = await findSimulatedApps(URL_BASE, env, null, { demoCustomers });
    expect(first).toEqual({
      apps: [{ appKey: expect.stringMatching(/^fdk_/), platform: 'other' }],
      source: `the Simulator app of ${demo.email}`,
    });
    const [stored] = await (await getDb()).select().from(apps).where(eq(apps.appKey, first.apps[0].appKey));
    expect(stored).toMatchObject({ name: 'Simulator', orgId: demo.id, createdBy: demo.id });

    await (await getDb()).update(apps).set({ status: 'suspended' }).where(eq(apps.id, stored.id));
    const again = await findSimulatedApps(URL_BASE, env, null, { demoCustomers });
    expect(again.apps).toEqual(first.apps);
  });

  it('uses the demo customers’ active apps, and every customer’s only with allApps', async () => {
    const demo = await customer();
    const other = await customer();
    const demoApp = await createApp(
      demo.id,
      { name: 'Demo', platform: 'web', bundleId: 'demo.example' },
      SYSTEM_SOURCE,
    );
    const suspended = await createApp(
      demo.id,
      { name: 'Off', platform: 'ios', bundleId: 'off.example' },
      SYSTEM_SOURCE,
    );
    await (await getDb()).update(apps).set({ status: 'suspended' }).where(eq(apps.id, suspended.id));
    const realApp = await createApp(
      other.id,
      {
        name: 'Real',
        platform: 'android',
        bundleId: 'real.example',
      },
      SYSTEM_SOURCE,
    );

    const found = await findSimulatedApps(URL_BASE, env, null, { demoCustomers: [demo.email] });
    expect(found).toEqual({
      apps: [{ appKey: demoApp.appKey, platform: 'web' }],
      source: '1 active apps of the demo customers',
    });

    const all = await findSimulatedApps(URL_BASE, env, null, { demoCustomers: [demo.email], allApps: true });
    expect(all.apps).toEqual(
      expect.arrayContaining([
        { appKey: demoApp.appKey, platform: 'web' },
        { appKey: realApp.appKey, platform: 'android' },
      ]),
    );
    expect(all.apps.map((app) => app.appKey)).not.toContain(suspended.appKey);
    expect(all.source).toMatch(/active apps of every customer$/);
  });

  it('says what to do without a demo password', async () => {
    await expect(findSimulatedApps(URL_BASE, {}, null)).rejects.toThrow(/seed:demo/);
  });
});
