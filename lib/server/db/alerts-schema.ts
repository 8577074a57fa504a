import 'server-only';

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { apps } from '@/lib/server/db/schema';

/**
 * Offline alerts (lib/server/alerts/): an app's webhook endpoints and rules, what has been announced
 * per device, and the deliveries, which are also the job table every console instance claims from
 * (`FOR UPDATE SKIP LOCKED`, docs/architecture.md).
 */
const at = (name: string) => timestamp(name, { withTimezone: true });

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    format: text('format').$type<'json' | 'slack'>().notNull().default('json'),
    // Kept as it is (like the app key): an HMAC needs the secret itself, not a hash of it. It is
    // answered only when created or rotated and never written to a log.
    secret: text('secret').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('webhook_endpoints_app_id_idx').on(table.appId, table.createdAt),
    check('webhook_endpoints_format_check', sql`${table.format} in ('json', 'slack')`),
  ],
);

/** One row per app with rules; the last three columns are the check's memory, not the rule. */
export const alertRules = pgTable(
  'alert_rules',
  {
    appId: uuid('app_id')
      .primaryKey()
      .references(() => apps.id, { onDelete: 'cascade' }),
    offlineAfterSeconds: integer('offline_after_seconds'),
    offlineSharePercent: smallint('offline_share_percent'),
    cooldownSeconds: integer('cooldown_seconds').notNull().default(300),
    updatedAt: at('updated_at').notNull().defaultNow(),
    // When the last device.offline digest went out (its cooldown runs from there).
    offlineDigestAt: at('offline_digest_at'),
    // app.offline_share was raised and app.recovered not yet sent; when it was raised.
    shareAlerting: boolean('share_alerting').notNull().default(false),
    shareAlertAt: at('share_alert_at'),
  },
  (table) => [
    check(
      'alert_rules_offline_after_check',
      sql`${table.offlineAfterSeconds} is null or ${table.offlineAfterSeconds} >= 10`,
    ),
    check(
      'alert_rules_share_check',
      sql`${table.offlineSharePercent} is null or ${table.offlineSharePercent} between 1 and 100`,
    ),
    check('alert_rules_cooldown_check', sql`${table.cooldownSeconds} >= 0`),
  ],
);

/** A device announced offline (device.offline sent, device.online not yet): one row while it lasts. */
export const alertDeviceStates = pgTable(
  'alert_device_states',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    offlineAt: at('offline_at').notNull().defaultNow(),
    // The last heartbeat the announcement counted from: any later one is the device back, even a blip
    // that came and went between two checks.
    lastSeen: at('last_seen').notNull(),
  },
  (table) => [primaryKey({ name: 'alert_device_states_pkey', columns: [table.appId, table.deviceId] })],
);

/** One event for one endpoint: its payload, and where its delivery stands. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    state: text('state').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    statusCode: integer('status_code'),
    // What went wrong on the last attempt, in a few words (never the receiver's body).
    error: text('error'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastAttemptAt: at('last_attempt_at'),
    // Pending: when it may be tried next. A claim moves it past the attempt's time-out (a lease), so an
    // instance that dies mid-attempt leaves it to be tried again.
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
    check('webhook_deliveries_state_check', sql`${table.state} in ('pending', 'delivered', 'failed')`),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AlertRulesRow = typeof alertRules.$inferSelect;
