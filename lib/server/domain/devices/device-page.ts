import 'server-only';

import { and, desc, eq, sql } from 'drizzle-orm';

import type { DeviceChange, DeviceDetail, DeviceSession } from '@/lib/api/types';
import { getDb } from '@/lib/server/db/client';
import { apps, deviceChanges, devices, deviceSessions } from '@/lib/server/db/schema';
import { ofApp, orgOfApp } from '@/lib/server/db/tenant';
import { isUuid } from '@/lib/server/domain/access';
import { appWindow, onlineSince } from '@/lib/server/domain/devices/online';
import { ApiError } from '@/lib/server/http/api-error';
import { DEVICE_ID_MAX_LENGTH, DEVICE_ID_PATTERN } from '@/lib/validations/heartbeat';

/** The sessions the device page shows: those still going on in the last SESSION_DAYS days. */
export const SESSION_DAYS = 7;
/** A device that drops off every few minutes has many sessions; the page needs the newest ones. */
const MAX_SESSIONS = 2000;
const MAX_CHANGES = 500;

export function deviceNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'There is no such device');
}

/**
 * One device with its history, for its organisation or an admin (`orgId` undefined); another's device,
 * and any malformed id, is a 404 like an unknown one. A session's end is its last beat plus the app's
 * window, null while that is still ahead. The open (newest) session's last beat is the device's
 * last_seen: the heartbeat only writes a session row when one opens (lib/server/ingest/device-history.ts).
 */
export async function getDeviceDetail(
  appId: string,
  deviceId: string,
  orgId: string | undefined,
): Promise<DeviceDetail> {
  if (!isUuid(appId) || deviceId.length > DEVICE_ID_MAX_LENGTH || !DEVICE_ID_PATTERN.test(deviceId)) {
    throw deviceNotFound();
  }
  const db = await getDb();
  const [device] = await db
    .select({
      org: devices.orgId,
      deviceId: devices.deviceId,
      appId: devices.appId,
      appName: apps.name,
      platform: devices.platform,
      model: devices.model,
      osVersion: devices.osVersion,
      sdkVersion: devices.sdkVersion,
      appVersion: devices.appVersion,
      firstSeen: devices.firstSeen,
      lastSeen: devices.lastSeen,
      tags: devices.tags,
      attributes: devices.attributes,
      online: sql<boolean>`(${devices.lastSeen} > ${onlineSince(apps.onlineWindowSeconds)})`,
      windowSeconds: sql<number>`${appWindow(apps.onlineWindowSeconds)}`.mapWith(Number),
    })
    .from(devices)
    .innerJoin(apps, and(eq(apps.orgId, devices.orgId), eq(apps.id, devices.appId)))
    .where(
      and(
        eq(devices.orgId, orgId ?? orgOfApp(appId.toLowerCase())),
        eq(devices.appId, appId.toLowerCase()),
        eq(devices.deviceId, deviceId),
      ),
    );
  if (!device) throw deviceNotFound();
  const { org, windowSeconds, online, firstSeen, lastSeen, ...rest } = device;
  const app = { orgId: org, id: device.appId };
  const key = and(ofApp(deviceSessions, app), eq(deviceSessions.deviceId, device.deviceId));
  const newest = sql`${deviceSessions.startedAt} = (select max(n.started_at) from device_sessions n
    where n.org_id = ${org} and n.app_id = ${device.appId} and n.device_id = ${device.deviceId})`;
  const recent = sql`${deviceSessions.lastBeatAt} > now() - make_interval(days => ${SESSION_DAYS}, secs => ${windowSeconds})`;
  const sessionRows = await db
    .select({ start: deviceSessions.startedAt, lastBeat: deviceSessions.lastBeatAt })
    .from(deviceSessions)
    .where(and(key, sql`(${recent} or ${newest})`))
    .orderBy(desc(deviceSessions.startedAt))
    .limit(MAX_SESSIONS);
  const changeRows = await db
    .select({
      field: deviceChanges.field,
      attribute: deviceChanges.attribute,
      from: deviceChanges.from,
      to: deviceChanges.to,
      at: deviceChanges.at,
    })
    .from(deviceChanges)
    .where(and(ofApp(deviceChanges, app), eq(deviceChanges.deviceId, device.deviceId)))
    .orderBy(desc(deviceChanges.at))
    .limit(MAX_CHANGES);

  const since = Date.now() - SESSION_DAYS * 86_400_000;
  const sessions = sessionRows.flatMap(({ start, lastBeat }, index): DeviceSession[] => {
    // The newest session's last beat is the device's last_seen; it is open while the device is online.
    if (index === 0 && online) return [{ start: start.toISOString(), end: null }];
    const beat = index === 0 ? Math.max(lastBeat.getTime(), lastSeen.getTime()) : lastBeat.getTime();
    const end = beat + windowSeconds * 1000;
    return end < since ? [] : [{ start: start.toISOString(), end: new Date(end).toISOString() }];
  });
  return {
    ...rest,
    firstSeen: firstSeen.toISOString(),
    lastSeen: lastSeen.toISOString(),
    online: Boolean(online),
    sessions,
    changes: changeRows.map((row): DeviceChange => ({
      field: row.field,
      attribute: row.attribute,
      from: row.from,
      to: row.to,
      at: row.at.toISOString(),
    })),
  };
}
