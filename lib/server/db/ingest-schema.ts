import 'server-only';

import { sql } from 'drizzle-orm';
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
} from 'drizzle-orm/pg-core';

import { apps } from '@/lib/server/db/schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Every key of every app, as a SHA-256 (hex) of the key: the current one (the app's `app_key`), older ones
 * still accepted until `expires_at` (a rotation's grace period), and ended ones (expired or `revoked_at`),
 * kept a day so that a heartbeat with such a key can still be told to be of this app. Kept in step with
 * `apps.app_key` by triggers (migration 0011_app_key_triggers): a new app or a new key adds a row, and a
 * rotation ends the previous key at once unless it was given an expiry first (lib/server/domain/app-keys.ts).
 */
export const appKeys = pgTable(
  'app_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    // `fdk_••••••••abcd`: enough to tell keys apart, never usable.
    masked: text('masked').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // Written from memory in batches, at most once a minute per key (lib/server/ingest/key-use.ts).
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('app_keys_key_hash_unique').on(table.keyHash),
    index('app_keys_app_id_created_at_idx').on(table.appId, table.createdAt),
  ],
);

/**
 * Heartbeats refused per app, reason and UTC hour, counted in each process's memory and added here every
 * few seconds (lib/server/ingest/refusals.ts), so that every instance shows the same counts. `detail` is the
 * first field at fault and its rule (`deviceId: characters`), never a value.
 */
export const ingestRefusals = pgTable(
  'ingest_refusals',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    lastDeviceId: text('last_device_id'),
    detail: text('detail'),
  },
  (table) => [
    primaryKey({ name: 'ingest_refusals_pkey', columns: [table.appId, table.reason, table.hour] }),
    index('ingest_refusals_hour_idx').on(table.hour),
    check(
      'ingest_refusals_reason_check',
      sql`${table.reason} in ('app_suspended', 'key_revoked', 'rate_limited', 'validation_failed')`,
    ),
  ],
);

/** Heartbeats refused per UTC hour whose key is of no app (the admins' view), counted as above. */
export const ingestUnknownKeys = pgTable('ingest_unknown_keys', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  count: integer('count').notNull(),
});

export type AppKeyRow = typeof appKeys.$inferSelect;
