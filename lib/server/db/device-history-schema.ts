import 'server-only';

import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A device's history for its page: its online sessions and the changes of what it reports, written by
 * the heartbeat's group commit (lib/server/ingest/device-history.ts), one row per session and per change,
 * never one per heartbeat; rows older than DEVICE_HISTORY_DAYS are pruned in the background. Each row
 * belongs to a device: a foreign key on (app_id, device_id) to `devices`, cascading, is created by the
 * migration 0011_device_history_keys (declared there rather than here, which would import schema.ts
 * and make a cycle).
 */

/**
 * An online session: from the beat that found the device offline to its last beat. It ends at its last
 * beat plus the app's online window; while that is still ahead, the device is online in it.
 */
export const deviceSessions = pgTable(
  'device_sessions',
  {
    appId: uuid('app_id').notNull(),
    deviceId: text('device_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastBeatAt: timestamp('last_beat_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'device_sessions_pkey', columns: [table.appId, table.deviceId, table.startedAt] }),
    // The retention job reads by age alone.
    index('device_sessions_last_beat_at_idx').on(table.lastBeatAt),
  ],
);

/** A change of the model, OS, SDK or app version a device reports: from, to, when. */
export const deviceChanges = pgTable(
  'device_changes',
  {
    appId: uuid('app_id').notNull(),
    deviceId: text('device_id').notNull(),
    field: text('field').$type<DeviceChangeField>().notNull(),
    from: text('from_value').notNull(),
    to: text('to_value').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('device_changes_device_at_idx').on(table.appId, table.deviceId, table.at),
    index('device_changes_at_idx').on(table.at),
    check(
      'device_changes_field_check',
      sql`${table.field} in ('model', 'osVersion', 'sdkVersion', 'appVersion')`,
    ),
  ],
);

export const DEVICE_CHANGE_FIELDS = ['model', 'osVersion', 'sdkVersion', 'appVersion'] as const;
export type DeviceChangeField = (typeof DEVICE_CHANGE_FIELDS)[number];
