import { expect } from '@jest/globals';
import { and, eq, inArray } from 'drizzle-orm';

import type { OrgRole } from '@/lib/auth/org-roles';
import type { Role } from '@/lib/auth/roles';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { createSession } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db/client';
import {
  apps,
  deviceActivity,
  deviceChanges,
  devices,
  memberships,
  rateLimits,
  users,
  userTotp,
  type DeviceRow,
} from '@/lib/server/db/schema';
import { createApp } from '@/lib/server/domain/apps';
import { ensurePersonalOrg } from '@/lib/server/domain/personal-org';
import type { CreateAppInput } from '@/lib/validations/app';
import { apiRequest, uniqueEmail } from '@/test/server/support';

/**
 * Fixtures for the domain API's jest tests (node environment, real database): signed-in accounts,
 * apps and devices, each uniquely named so that tests sharing one database do not see each other.
 * Not used by the app.
 */
export interface SignedIn {
  user: { id: string; name: string; email: string; role: Role };
  token: string;
}

/**
 * An account with a session token. The password hash is a placeholder: these accounts never sign in.
 * A customer gets a personal organisation, as sign-up gives one: its id is theirs, they own it.
 */
export async function signedIn(role: Role = 'customer', name = 'Ann'): Promise<SignedIn> {
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({ name, email: uniqueEmail(role), passwordHash: 'not-a-password-hash', role })
    .returning({ id: users.id, name: users.name, email: users.email, role: users.role });
  if (role === 'customer') await ensurePersonalOrg(db, row);
  const { token } = await createSession(row.id);
  return { user: row, token };
}

/** `user` joins the organisation `orgId` with `role` (a direct write, as the members API would). */
export async function joinOrg(orgId: string, user: SignedIn, role: OrgRole): Promise<void> {
  const db = await getDb();
  await db.insert(memberships).values({ orgId, userId: user.user.id, role });
}

/** An app of `owner`'s personal organisation (or of the organisation `orgId`). */
export async function appOf(owner: SignedIn, input: Partial<CreateAppInput> = {}, orgId = owner.user.id) {
  return createApp(
    orgId,
    {
      name: 'Shop',
      platform: 'android',
      bundleId: 'com.example.shop',
      ...input,
    },
    SYSTEM_SOURCE,
  );
}

/** The organisation of the app `appId`, which every row of the app carries. */
async function orgOfAppId(appId: string): Promise<string> {
  const db = await getDb();
  const [app] = await db.select({ orgId: apps.orgId }).from(apps).where(eq(apps.id, appId));
  return app.orgId;
}

/**
 * The devices `deviceIds` of the app `appId` changed app version from `from` to `to` (as the
 * heartbeat's write records it), the first `seconds` seconds ago and each next one a second later; they
 * run `to` since.
 */
export async function changeVersions(
  appId: string,
  deviceIds: string[],
  from: string,
  to: string,
  seconds: number,
) {
  const db = await getDb();
  const orgId = await orgOfAppId(appId);
  await db.insert(deviceChanges).values(
    deviceIds.map((deviceId, index) => ({
      orgId,
      appId,
      deviceId,
      field: 'appVersion' as const,
      from,
      to,
      at: new Date(Date.now() - (seconds - index) * 1000),
    })),
  );
  await db
    .update(devices)
    .set({ appVersion: to })
    .where(and(eq(devices.appId, appId), inArray(devices.deviceId, deviceIds)));
}

/** Devices written straight to the table, with chosen times (the heartbeat sets last_seen to now). */
export async function insertDevices(
  appId: string,
  rows: (Partial<Omit<DeviceRow, 'appId' | 'orgId'>> & { deviceId: string })[],
): Promise<void> {
  const db = await getDb();
  const orgId = await orgOfAppId(appId);
  await db
    .insert(devices)
    .values(rows.map((row) => ({ orgId, appId, platform: 'android' as const, ...row })));
}

/** Hours in which devices of the app `appId` were active (the charts' history), written straight. */
export async function insertActivity(appId: string, rows: { deviceId: string; hour: Date }[]): Promise<void> {
  const db = await getDb();
  const orgId = await orgOfAppId(appId);
  await db.insert(deviceActivity).values(rows.map((row) => ({ orgId, appId, ...row })));
}

/**
 * What the ingest counts against an app's heartbeat quota: `count` beats in a window ending at `resetAt`
 * (half a minute from now unless given), written straight to `rate_limits` as the ingest batches do.
 */
export async function quotaWindow(
  appId: string,
  count: number,
  resetAt = new Date(Date.now() + 30_000),
): Promise<void> {
  const db = await getDb();
  await db
    .insert(rateLimits)
    .values({ name: 'heartbeat', key: appId, count, resetAt })
    .onConflictDoUpdate({ target: [rateLimits.name, rateLimits.key], set: { count, resetAt } });
}

export function minutesAgo(minutes: number): Date {
  return new Date(Date.now() - minutes * 60_000);
}

export function heartbeatRequest(
  appKey: string | null,
  body: unknown,
  options: { rawBody?: string; headers?: Record<string, string> } = {},
): Request {
  return apiRequest('/api/v1/devices/heartbeat', {
    method: 'POST',
    body,
    rawBody: options.rawBody,
    headers: { ...(appKey === null ? {} : { 'x-app-key': appKey }), ...options.headers },
  });
}

/** The JSON error of a response, checking its status. */
export async function expectError(response: Response, status: number, code: string): Promise<void> {
  expect({ status: response.status, body: await response.json() }).toMatchObject({
    status,
    body: { error: { code, message: expect.any(String) } },
  });
}

/** Gives a user a confirmed authenticator app, as its set-up would (app/api/user/2fa/two-factor.test.ts). */
export async function withTwoFactor(userId: string): Promise<void> {
  const db = await getDb();
  await db
    .insert(userTotp)
    .values({ userId, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', confirmedAt: new Date() });
}
