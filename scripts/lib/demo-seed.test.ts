/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { count, eq, inArray } from 'drizzle-orm';

import { signIn } from '@/lib/server/auth/accounts';
import { getDb } from '@/lib/server/db/client';
import { apps, contactMessages, deviceActivity, devices, users } from '@/lib/server/db/schema';
import { setupTestDatabase, uniqueIp } from '@/test/server/support';

import { DEMO_CONTACT_MESSAGES, DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMERS } from './demo-data';
import { seedDemo } from './demo-seed';

setupTestDatabase();
jest.setTimeout(60_000);

const EMAILS = ['admin@example.com', ...DEMO_CUSTOMERS.map((customer) => customer.email)];

async function counts() {
  const db = await getDb();
  const owners = await db.select({ id: users.id }).from(users).where(inArray(users.email, EMAILS));
  const ownerIds = owners.map((owner) => owner.id);
  const appIds = (await db.select({ id: apps.id }).from(apps).where(inArray(apps.orgId, ownerIds))).map(
    (a) => a.id,
  );
  const [deviceCount] = await db.select({ n: count() }).from(devices).where(inArray(devices.appId, appIds));
  const [activityCount] = await db
    .select({ n: count() })
    .from(deviceActivity)
    .where(inArray(deviceActivity.appId, appIds));
  const [messageCount] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(
      inArray(
        contactMessages.email,
        DEMO_CONTACT_MESSAGES.map((message) => message.email),
      ),
    );
  return {
    users: owners.length,
    apps: appIds.length,
    devices: deviceCount.n,
    activity: activityCount.n,
    messages: messageCount.n,
  };
}

describe('seedDemo', () => {
  it('creates the demo accounts, apps, devices and history, and a second run adds nothing', async () => {
    const options = { adminEmail: 'admin@example.com', password: 'demo password 1', scale: 0.02 };
    const hour = new Date().getUTCHours();
    const first = await seedDemo(options);
    expect(first.accounts.map((account) => account.email)).toEqual(EMAILS);
    expect(first.devicesCreated).toBe(first.devices);
    expect(first.devices).toBeGreaterThan(50);
    expect(first.activityRows).toBeGreaterThan(first.devices);
    const before = await counts();
    expect(before).toMatchObject({ users: 4, apps: 7, devices: first.devices, messages: 2 });

    const second = await seedDemo(options);
    expect(second).toMatchObject({ apps: 7, devices: first.devices, devicesCreated: 0, activityRows: 0 });
    const after = await counts();
    // Bringing devices online again may add this hour's activity only if the hour changed meanwhile.
    if (new Date().getUTCHours() === hour) expect(after).toEqual(before);
    else expect({ ...after, activity: before.activity }).toEqual(before);

    // Every demo account signs in with the one password, with its role.
    for (const email of EMAILS) {
      const session = await signIn(
        { email, password: options.password },
        { ip: uniqueIp(), userAgent: null },
      );
      expect(session).toMatchObject({ role: email === 'admin@example.com' ? 'admin' : 'customer' });
    }
    // Some of the customer's devices are online now; the kiosk app is suspended.
    const db = await getDb();
    const [customer] = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL));
    const customerApps = await db.select().from(apps).where(eq(apps.orgId, customer.id));
    expect(customerApps.map((app) => app.name).sort()).toEqual(
      DEMO_CUSTOMERS[0].apps.map((app) => app.name).sort(),
    );
    const [kiosk] = await db.select().from(apps).where(eq(apps.name, 'Harbor Kiosk'));
    expect(kiosk.status).toBe('suspended');
    const recent = await db
      .select({ lastSeen: devices.lastSeen })
      .from(devices)
      .where(
        inArray(
          devices.appId,
          customerApps.map((app) => app.id),
        ),
      );
    expect(recent.some((device) => Date.now() - device.lastSeen.getTime() < 5 * 60_000)).toBe(true);
  });
});
