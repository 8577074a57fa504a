import 'server-only';

import { sql, type SQL } from 'drizzle-orm';

import { appWindow } from '@/lib/server/domain/devices/online';
import { publish } from '@/lib/server/live/bus';
import type { LiveEvent } from '@/lib/server/live/events';

/**
 * What a group commit's one statement answers for each device it wrote (commit.ts), so that the live
 * stream learns without a query of its own which devices were first seen, came back online or changed a
 * version: `u` is the row written, `k` the row as it was before (the statement's `known`).
 */
export interface WrittenDevice {
  app_id: string;
  device_id: string;
  /** Milliseconds since the previous beat (null: first seen). */
  silent_ms: number | string | null;
  /** The online window of the device's app, in seconds. */
  window_seconds: number | string;
  changed: boolean;
}

/** The columns of a WrittenDevice, for a select over `u`, `k` and the device's app `a`. */
export function writtenDeviceState(): SQL {
  return sql`extract(epoch from (now() - k.known_last_seen)) * 1000 as silent_ms,
  ${appWindow(sql`a.online_window_seconds`)} as window_seconds,
  (k.known_last_seen is not null and (
    u.os_version is distinct from k.known_os_version or u.model is distinct from k.known_model
    or u.sdk_version is distinct from k.known_sdk_version or u.app_version is distinct from k.known_app_version
    or u.attributes is distinct from k.known_attributes
  )) as changed`;
}

/**
 * The events of one commit's written devices; a device merely still online is no event. A device comes
 * back online when its previous beat is older than its own app's window.
 */
export function writtenDeviceEvents(written: Iterable<WrittenDevice>): LiveEvent[] {
  const events: LiveEvent[] = [];
  for (const row of written) {
    const device = { type: 'device', appId: row.app_id, deviceId: row.device_id } as const;
    if (row.silent_ms === null) events.push({ ...device, kind: 'first_seen' });
    else if (Number(row.silent_ms) > Number(row.window_seconds) * 1000)
      events.push({ ...device, kind: 'online' });
    else if (row.changed) events.push({ ...device, kind: 'changed' });
  }
  return events;
}

/** Announces one commit's events (published off the commit's path: bus.ts). */
export function announceWrittenDevices(written: Iterable<WrittenDevice>): void {
  publish(writtenDeviceEvents(written));
}
