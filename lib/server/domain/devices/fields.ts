import 'server-only';

import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { apps } from '@/lib/server/db/schema';
import { appWindow, onlineSince } from '@/lib/server/domain/devices/online';
import { ownerColumns } from '@/lib/server/domain/org-owners';

/** The fields of a device that a page selects. */
type DeviceField =
  | 'deviceId'
  | 'appId'
  | 'platform'
  | 'osVersion'
  | 'model'
  | 'sdkVersion'
  | 'appVersion'
  | 'firstSeen'
  | 'lastSeen'
  | 'tags'
  | 'attributes';
/** The columns of a device row, from `devices` or from a subquery of it. */
export type DeviceColumns = Record<DeviceField, AnyPgColumn>;

export function deviceFields<D extends DeviceColumns>(d: D): Pick<D, DeviceField> {
  return {
    deviceId: d.deviceId,
    appId: d.appId,
    platform: d.platform,
    osVersion: d.osVersion,
    model: d.model,
    sdkVersion: d.sdkVersion,
    appVersion: d.appVersion,
    firstSeen: d.firstSeen,
    lastSeen: d.lastSeen,
    tags: d.tags,
    attributes: d.attributes,
  };
}

/** A row of the page: the device, its app's name, whether it is online (its app's window), and its owner
 * (the app's organisation, org-owners.ts). */
export function pageFields<D extends DeviceColumns>(d: D) {
  return {
    ...deviceFields(d),
    appName: apps.name,
    online: sql<boolean>`(${d.lastSeen} > ${onlineSince(apps.onlineWindowSeconds)})`,
    onlineWindowSeconds: sql<number>`${appWindow(apps.onlineWindowSeconds)}`.mapWith(Number),
    owner: ownerColumns,
  };
}
