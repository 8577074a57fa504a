import 'server-only';

import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import { PLATFORMS, type AppStatus, type Platform } from '@/lib/api/types';
import type { Role } from '@/lib/auth/roles';

/**
 * The reference backend's tables. Changing this file means running `npm run db:generate` and
 * committing the new migration in `drizzle/`; the server applies pending migrations at start-up.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lowercased so that uniqueness and sign-in ignore the case the user typed.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull().default('customer'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_role_check', sql`${table.role} in ('customer', 'admin')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Only the SHA-256 of the token is kept: a leaked table does not let anyone sign in.
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // What the "Signed-in devices" list shows: the client's address (the latest seen), its user agent
    // at sign-in, and when the token was last used (written at most once a minute, sessions.ts).
    ip: text('ip'),
    userAgent: text('user_agent'),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

/** One-time links to choose a new password (lib/server/auth/password-reset.ts). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Only the SHA-256 of the token is kept, as for sessions.
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_user_id_idx').on(table.userId),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  // The admins' list, newest first a page at a time (created_at desc, id desc: read backwards).
  (table) => [index('contact_messages_created_at_id_idx').on(table.createdAt, table.id)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Domain: apps, their devices, device activity history and the SDK guide's versions.
// pg_trgm (for the device search index) is created by the migration 0001_pg_trgm, before these tables.

const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

const platformCheck = (column: AnyPgColumn) =>
  sql`${column} in (${sql.raw(PLATFORMS.map((platform) => `'${platform}'`).join(', '))})`;

export const apps = pgTable(
  'apps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    platform: text('platform').$type<Platform>().notNull(),
    bundleId: text('bundle_id').notNull(),
    // Kept in clear (unlike session tokens): its owner must be able to see it again in the console.
    // It only lets a device report heartbeats, and rotating it ends the old one at once.
    appKey: text('app_key').notNull(),
    status: text('status').$type<AppStatus>().notNull().default('active'),
    // Heartbeats accepted per window of HEARTBEAT_RATE_LIMIT, all the app's devices together, as an admin
    // set it; null: the setting's count (lib/server/ingest/quota.ts).
    heartbeatQuota: integer('heartbeat_quota'),
    // Why an admin suspended the app, shown to its owner; null while active or when none was given.
    suspendedReason: text('suspended_reason'),
    // How long its devices count as online after a beat; null: ONLINE_WINDOW_SECONDS (devices/online.ts).
    onlineWindowSeconds: integer('online_window_seconds'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('apps_app_key_unique').on(table.appKey),
    index('apps_owner_id_created_at_idx').on(table.ownerId, table.createdAt),
    check('apps_platform_check', platformCheck(table.platform)),
    check('apps_status_check', sql`${table.status} in ('active', 'suspended')`),
    check('apps_heartbeat_quota_check', sql`${table.heartbeatQuota} is null or ${table.heartbeatQuota} >= 0`),
    check(
      'apps_online_window_check',
      sql`${table.onlineWindowSeconds} is null or ${table.onlineWindowSeconds} between 10 and 604800`,
    ),
  ],
);

/**
 * What the device search matches: the device id, model, OS and app version, joined by a control
 * character that search terms never contain, so a match cannot span two fields. The trigram index
 * below is on exactly this expression; queries must use it as it is to be served by the index.
 */
export function deviceSearchText(table: {
  deviceId: AnyPgColumn;
  model: AnyPgColumn;
  osVersion: AnyPgColumn;
  appVersion: AnyPgColumn;
}): SQL {
  return sql`(${table.deviceId} || chr(31) || coalesce(${table.model}, '') || chr(31) || coalesce(${table.osVersion}, '') || chr(31) || coalesce(${table.appVersion}, ''))`;
}

export const devices = pgTable(
  'devices',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    // Chosen by the SDK; unique within its app only.
    deviceId: text('device_id').notNull(),
    platform: text('platform').$type<Platform>(),
    osVersion: text('os_version'),
    model: text('model'),
    sdkVersion: text('sdk_version'),
    appVersion: text('app_version'),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    // The device's DEVICE_HEARTBEAT_RATE_LIMIT window, counted in the row the heartbeat updates anyway,
    // so the per-device limit costs no statement of its own and holds across console instances.
    beatWindowCount: integer('beat_window_count').notNull().default(0),
    beatWindowEnds: timestamp('beat_window_ends', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'devices_pkey', columns: [table.appId, table.deviceId] }),
    // The device list's default order (last seen, ties by device id then app), read forwards or
    // backwards, and the online filter (a range on last_seen), across every app...
    index('devices_last_seen_idx').on(table.lastSeen, table.deviceId, table.appId),
    // ...and within one app (the app filter, a customer's counts).
    index('devices_app_last_seen_idx').on(table.appId, table.lastSeen, table.deviceId),
    index('devices_search_trgm_idx').using('gin', sql`${deviceSearchText(table)} gin_trgm_ops`),
    check('devices_platform_check', sql`${table.platform} is null or ${platformCheck(table.platform)}`),
  ],
);

/**
 * One row per device per hour in which it sent at least one heartbeat (UTC hours): the history
 * behind the dashboards' online-devices-over-time charts.
 */
export const deviceActivity = pgTable(
  'device_activity',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    deviceId: text('device_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'device_activity_pkey', columns: [table.appId, table.hour, table.deviceId] }),
    // The admin's all-customers series reads by time alone.
    index('device_activity_hour_idx').on(table.hour),
  ],
);

/** Every saved version of the SDK guide, per language; the newest of a language is its current text. */
export const sdkGuideVersions = pgTable(
  'sdk_guide_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The console language the version is written in (i18n/locales.ts); versions before languages: 'en'. */
    locale: text('locale').notNull().default('en'),
    markdown: text('markdown').notNull(),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('sdk_guide_versions_locale_created_at_idx').on(table.locale, table.createdAt)],
);

export type AppRow = typeof apps.$inferSelect;
export type DeviceRow = typeof devices.$inferSelect;
export type SdkGuideVersionRow = typeof sdkGuideVersions.$inferSelect;

// The audit log's and the rate limits' tables live in their own files; they are part of this schema
// (migrations, queries). The app keys' and refused heartbeats' tables too (ingest-schema.ts), which
// drizzle.config.ts names itself.
export * from '@/lib/server/db/audit-schema';
export * from '@/lib/server/db/device-history-schema';
export * from '@/lib/server/db/rate-limits-schema';
