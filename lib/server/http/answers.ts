import 'server-only';

import type { PublicUser } from '@/lib/server/auth/users';
import { listCustomers } from '@/lib/server/domain/customers';
import { defaultQuota } from '@/lib/server/domain/app-quota';
import { queryApps } from '@/lib/server/domain/apps';
import { getDeviceDetail } from '@/lib/server/domain/devices/device-page';
import { listDevices } from '@/lib/server/domain/devices/list';
import { parseDeviceQuery } from '@/lib/server/domain/devices/query';
import { getStats } from '@/lib/server/domain/stats';

/**
 * The bodies of the calls that both their route handlers and a page's first render answer
 * (lib/server/first-render/): one place builds each, so the page starts from exactly what the call returns.
 * The caller has checked who the user is; the admin calls, that it is an admin.
 */

/**
 * GET /api/devices and /api/admin/devices (`admin`): one page of the caller's devices, or of every
 * customer's with their owner; a 400 for a bad parameter.
 */
export async function devicesAnswer(
  user: PublicUser,
  params: URLSearchParams,
  { admin }: { admin: boolean },
) {
  const query = parseDeviceQuery(params, { admin });
  return listDevices(query, admin ? { ownerId: query.ownerId, withOwner: true } : { ownerId: user.id });
}

/** GET /api/apps: the caller's apps with device counts and heartbeat quota, newest first. */
export async function appsAnswer(user: PublicUser) {
  const data = await queryApps({ ownerId: user.id, withQuota: true });
  return { data, total: data.length };
}

/** GET /api/devices/:appId/:deviceId: the device, its sessions and changes (its owner's, or any for an admin). */
export async function deviceDetailAnswer(user: PublicUser, appId: string, deviceId: string) {
  return { data: await getDeviceDetail(appId, deviceId, user.role === 'admin' ? undefined : user.id) };
}

/** GET /api/stats: counts and series of the caller's apps and devices. */
export async function statsAnswer(user: PublicUser) {
  return { data: await getStats({ ownerId: user.id }) };
}

/** GET /api/admin/stats: every customer's figures, or one customer's. */
export async function adminStatsAnswer(ownerId?: string) {
  return { data: await getStats({ ownerId, withOwner: true }) };
}

/** GET /api/admin/apps: every customer's apps (or one's), and the quota of apps without their own. */
export async function adminAppsAnswer(ownerId?: string) {
  const data = await queryApps({ ownerId, withOwner: true, withQuota: true });
  return { data, total: data.length, defaultQuota: defaultQuota() };
}

/** GET /api/admin/customers: customer accounts with their app and device counts. */
export async function customersAnswer() {
  const data = await listCustomers();
  return { data, total: data.length };
}
