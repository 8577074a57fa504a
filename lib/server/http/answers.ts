import 'server-only';

import type { OrgRole } from '@/lib/auth/org-roles';
import { NO_MATCH_UUID, type OrgScope } from '@/lib/server/domain/access';
import { defaultQuota } from '@/lib/server/domain/app-quota';
import { keyFor, queryApps } from '@/lib/server/domain/apps';
import { listCustomers } from '@/lib/server/domain/customers';
import { devicePosition, devicesAfter, type DeviceCursorPage } from '@/lib/server/domain/devices/cursor';
import { getDeviceDetail } from '@/lib/server/domain/devices/device-page';
import { listDevices, type DeviceList, type DeviceListScope } from '@/lib/server/domain/devices/list';
import { parseDeviceQuery } from '@/lib/server/domain/devices/query';
import { getStats } from '@/lib/server/domain/stats';

/**
 * The bodies of the calls that both their route handlers and a page's first render answer
 * (lib/server/first-render/): one place builds each, so the page starts from exactly what the call returns.
 * The caller has checked who the user is; the admin calls, that it is an admin.
 */

/**
 * GET /api/devices: one page of the devices of the caller's organisation; /api/admin/devices (`orgId`
 * undefined or the admin's filter, `admin`): of every organisation's, or one's, with their owner. A 400
 * for a bad parameter.
 */
export async function devicesAnswer(
  params: URLSearchParams,
  { orgId, admin }: { orgId: string | undefined; admin: boolean },
) {
  return listDevices(parseDeviceQuery(params), deviceScope(orgId, admin));
}

function deviceScope(orgId: string | undefined, admin: boolean): DeviceListScope {
  return admin ? { orgId, withOwner: true } : { orgId: orgId ?? NO_MATCH_UUID };
}

/**
 * The devices calls as scripts make them too: with `cursor` (empty for the first page), a cursor page
 * `{data, nextCursor}` (cursor.ts); without, devicesAnswer's numbered page.
 */
export async function devicesCallAnswer(
  params: URLSearchParams,
  { orgId, admin }: { orgId: string | undefined; admin: boolean },
): Promise<DeviceList | DeviceCursorPage> {
  const cursor = params.get('cursor');
  if (cursor === null) return devicesAnswer(params, { orgId, admin });
  const query = parseDeviceQuery(params);
  return devicesAfter(query, deviceScope(orgId, admin), devicePosition(cursor.trim(), query));
}

/**
 * GET /api/apps: the organisation's apps with device counts and heartbeat quota, newest first; a role
 * that may not see keys (a viewer) gets them masked.
 */
export async function appsAnswer({ orgId, role }: { orgId: string; role: OrgRole }) {
  const data = (await queryApps({ orgId, withQuota: true })).map((app) => keyFor(app, role));
  return { data, total: data.length };
}

/** GET /api/devices/:appId/:deviceId: the device, its sessions and changes (its organisation's, or any for an admin). */
export async function deviceDetailAnswer(orgId: OrgScope, appId: string, deviceId: string) {
  return { data: await getDeviceDetail(appId, deviceId, orgId ?? undefined) };
}

/** GET /api/stats: counts and series of the organisation's apps and devices. */
export async function statsAnswer(orgId: string) {
  return { data: await getStats({ orgId }) };
}

/** GET /api/admin/stats: every organisation's figures, or one's. */
export async function adminStatsAnswer(orgId?: string) {
  return { data: await getStats({ orgId, withOwner: true }) };
}

/** GET /api/admin/apps: every organisation's apps (or one's), and the quota of apps without their own. */
export async function adminAppsAnswer(orgId?: string) {
  const data = await queryApps({ orgId, withOwner: true, withQuota: true });
  return { data, total: data.length, defaultQuota: defaultQuota() };
}

/** GET /api/admin/customers: customer accounts with their app and device counts. */
export async function customersAnswer() {
  const data = await listCustomers();
  return { data, total: data.length };
}
