import 'server-only';

import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import type { IncidentEventType, IncidentKind } from '@/lib/api/contract/incidents';
import type { MaintenanceKind } from '@/lib/api/contract/maintenance';
import { PLATFORMS, type AppStatus, type Platform } from '@/lib/api/types';
import type { TokenKind, TokenScope } from '@/lib/auth/api-tokens';
import type { OrgRole } from '@/lib/auth/org-roles';
import type { Role } from '@/lib/auth/roles';
import type { SecondFactor } from '@/lib/auth/second-factor';
import type { DeviceAttributes } from '@/lib/validations/device-attributes';

/**
 * The reference backend's tables, all of them, by concern. Changing this file means running
 * `npm run db:generate` and committing the new migration in `drizzle/`; the server applies pending
 * migrations at start-up.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------------------------------------------
// Accounts: users, their sessions and password resets.

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lowercased so that uniqueness and sign-in ignore the case the user typed.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull().default('customer'),
    // The organisation they chose last (the switcher): a call naming none acts in it. Null, or one they
    // no longer belong to: their first organisation (lib/server/orgs/active.ts).
    activeOrgId: uuid('active_org_id'),
    // The console language they last used (its cookie, at sign-in and when the console loads their
    // account): their notice emails are written in it. Null: not known yet, English.
    locale: text('locale'),
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
    // How the sign-in's second step was passed ('totp', 'recovery_code', 'passkey'); null: there was none.
    secondFactor: text('second_factor').$type<SecondFactor>(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

/**
 * An account's authenticator app (docs/product.md, Two-factor sign-in): its TOTP secret (base32; it is
 * needed to check a code, so it cannot be hashed), when the first code confirmed it (until then it
 * does not guard the sign-in), and the time step of the last code accepted: a code is good once.
 */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes: only their SHA-256 is kept; a used one keeps its row, marked. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('recovery_codes_user_code_unique').on(table.userId, table.codeHash)],
);

/**
 * The step between a right password and a session, for an account with a second factor: a random
 * challenge (only its SHA-256 kept) that lives five minutes and is spent by the sign-in it completes.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sign_in_challenges_token_hash_unique').on(table.tokenHash)],
);

/**
 * An account's passkeys (WebAuthn credentials; docs/product.md, Passkeys): the credential's id and
 * public key as the authenticator gave them (base64url), its signature counter (a counter that goes
 * back means a cloned key), the transports the browser reported, and the name the user chose.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('passkeys_credential_id_unique').on(table.credentialId),
    index('passkeys_user_id_idx').on(table.userId),
  ],
);

/**
 * The challenges a browser signs with a passkey: only their SHA-256 is kept; single use, five minutes.
 * `userId` is null for a sign-in with a passkey alone (the passkey names the account).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'register' | 'sign_in'>().notNull(),
    challengeHash: text('challenge_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('passkey_challenges_hash_unique').on(table.challengeHash),
    check('passkey_challenges_purpose_check', sql`${table.purpose} in ('register', 'sign_in')`),
  ],
);

/**
 * Where each account was signed in from: the browser and system (names, no versions, which change with
 * every update) and the address, with when first and last. A sign-in from a pair not in the list sends
 * the new sign-in notice (lib/server/auth/sign-in-notice.ts); rows unused for 180 days go.
 */
export const signInOrigins = pgTable(
  'sign_in_origins',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browser: text('browser').notNull(),
    os: text('os').notNull(),
    ip: text('ip').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'sign_in_origins_pkey', columns: [table.userId, table.browser, table.os, table.ip] }),
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

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// The contact form's messages.

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

export type ContactMessageRow = typeof contactMessages.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Organisations: the team a customer works in, its members and their roles, and invitations
// (lib/auth/org-roles.ts has what each role may do; docs/product.md, Organisations).

export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  // Its members must sign in with a second factor to act in it (docs/product.md, Two-factor sign-in).
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const memberships = pgTable(
  'memberships',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<OrgRole>().notNull(),
    // When they joined (the members list's "Joined").
    createdAt: createdAt(),
    // Their last call in this organisation, written at most once a minute.
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'memberships_pkey', columns: [table.orgId, table.userId] }),
    // A user's organisations (the switcher, the active organisation).
    index('memberships_user_id_idx').on(table.userId, table.createdAt),
    check('memberships_role_check', sql`${table.role} in ('owner', 'admin', 'member', 'viewer')`),
  ],
);

/**
 * An invitation to join an organisation with a role, bound to one email address: only a user signed in
 * with it may accept it, once, within its expiry. The link's token is kept as a hash only.
 */
export const invitations = pgTable(
  'invitations',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    // Stored lowercased, like users.email.
    email: text('email').notNull(),
    role: text('role').$type<OrgRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    // Sent again: a new token and a new expiry.
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'invitations_pkey', columns: [table.orgId, table.id] }),
    uniqueIndex('invitations_token_hash_unique').on(table.tokenHash),
    uniqueIndex('invitations_id_unique').on(table.id),
    index('invitations_org_created_idx').on(table.orgId, table.createdAt),
    check('invitations_email_lowercase', sql`${table.email} = lower(${table.email})`),
    // Ownership is transferred to a member, never given by an invitation.
    check('invitations_role_check', sql`${table.role} in ('admin', 'member', 'viewer')`),
  ],
);

export type OrganisationRow = typeof organisations.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Apps, their devices and device activity history.
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
    id: uuid('id').notNull().defaultRandom(),
    // The organisation the app belongs to, with its devices, keys, webhooks, rules and counts.
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    // Who created it, while their account exists; it grants nothing.
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
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
    primaryKey({ name: 'apps_pkey', columns: [table.orgId, table.id] }),
    // An app is addressed by its id alone in URLs and the API.
    uniqueIndex('apps_id_unique').on(table.id),
    uniqueIndex('apps_app_key_unique').on(table.appKey),
    index('apps_org_id_created_at_idx').on(table.orgId, table.createdAt),
    check('apps_platform_check', platformCheck(table.platform)),
    check('apps_status_check', sql`${table.status} in ('active', 'suspended')`),
    check('apps_heartbeat_quota_check', sql`${table.heartbeatQuota} is null or ${table.heartbeatQuota} >= 0`),
    check(
      'apps_online_window_check',
      sql`${table.onlineWindowSeconds} is null or ${table.onlineWindowSeconds} between 10 and 604800`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------------
// API tokens (lib/auth/api-tokens.ts; docs/product.md, API tokens): personal ones act as their user,
// organisation ones belong to the organisation and outlive their creator's membership.

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TokenKind>().notNull(),
    // A personal token's user (without one it lets nobody in); an organisation token's creator, listed
    // with it. Null once the account is deleted.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<TokenScope[]>().notNull(),
    // Restricted to one app of the organisation; null: every app. Deleting the app ends the token.
    appId: uuid('app_id'),
    // Only the SHA-256 of the value is kept, and its last four characters to tell tokens apart.
    tokenHash: text('token_hash').notNull(),
    lastFour: text('last_four').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // Its last use (written at most once a minute) and the address it came from.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    // The seven-day notice before an organisation token expires, once.
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_tokens_token_hash_unique').on(table.tokenHash),
    index('api_tokens_org_id_idx').on(table.orgId, table.createdAt),
    index('api_tokens_user_id_idx').on(table.userId),
    foreignKey({
      name: 'api_tokens_app_fkey',
      columns: [table.orgId, table.appId],
      foreignColumns: [apps.orgId, apps.id],
    }).onDelete('cascade'),
    check('api_tokens_kind_check', sql`${table.kind} in ('personal', 'organisation')`),
  ],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/**
 * The columns every row that belongs to an app starts with: its organisation, copied from the app when the
 * row is written, then the app. Keys and indexes lead with the organisation, so that a distributed
 * PostgreSQL could shard these tables by it (docs/operations.md, Sharding by organisation).
 */
const appColumns = () => ({
  orgId: uuid('org_id').notNull(),
  appId: uuid('app_id').notNull(),
});

/** The row goes with its app, and the foreign key keeps its organisation the app's. */
const appForeignKey = (name: string, table: { orgId: AnyPgColumn; appId: AnyPgColumn }) =>
  foreignKey({ name, columns: [table.orgId, table.appId], foreignColumns: [apps.orgId, apps.id] })
    .onDelete('cascade')
    .onUpdate('cascade');

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
    ...appColumns(),
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
    // What the SDK reports of the device beside the details above (docs/product.md, Attributes and
    // tags): key -> text, number or boolean, at most 20 keys. Set by heartbeats only.
    attributes: jsonb('attributes').$type<DeviceAttributes>().notNull().default({}),
    // Set in the console or the API, never by the device: at most 50, each as tagField() allows.
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [
    primaryKey({ name: 'devices_pkey', columns: [table.orgId, table.appId, table.deviceId] }),
    appForeignKey('devices_app_fk', table),
    // The device list's default order (last seen, ties by device id then app), read forwards or
    // backwards, and the online filter (a range on last_seen), across every organisation (the admins')...
    index('devices_last_seen_idx').on(table.lastSeen, table.deviceId, table.appId),
    // ...and within one app (the app filter, an organisation's lists and counts, app by app).
    index('devices_app_last_seen_idx').on(table.orgId, table.appId, table.lastSeen, table.deviceId),
    index('devices_search_trgm_idx').using('gin', sql`${deviceSearchText(table)} gin_trgm_ops`),
    check('devices_platform_check', sql`${table.platform} is null or ${platformCheck(table.platform)}`),
    // The filters by tag (all of several, `@>`) and by attribute (`@>` for equality, `?` for a key).
    index('devices_tags_idx').using('gin', table.tags),
    index('devices_attributes_idx').using('gin', table.attributes),
  ],
);

/**
 * One row per device per hour in which it sent at least one heartbeat (UTC hours): the history
 * behind the dashboards' online-devices-over-time charts.
 */
export const deviceActivity = pgTable(
  'device_activity',
  {
    ...appColumns(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    deviceId: text('device_id').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'device_activity_pkey',
      columns: [table.orgId, table.appId, table.hour, table.deviceId],
    }),
    appForeignKey('device_activity_app_fk', table),
    // The admin's all-customers series reads by time alone.
    index('device_activity_hour_idx').on(table.hour),
  ],
);

export type AppRow = typeof apps.$inferSelect;
export type DeviceRow = typeof devices.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Device history: online sessions and reported changes.

/**
 * A device's history for its page: its online sessions and the changes of what it reports, written by
 * the heartbeat's group commit (lib/server/ingest/device-history.ts), one row per session and per change,
 * never one per heartbeat; rows older than DEVICE_HISTORY_DAYS are pruned in the background. Each row
 * belongs to a device: a foreign key on (org_id, app_id, device_id) to `devices`, cascading, is created by
 * the migrations (0013_device_history_keys, 0019_tenant_org_keys). It is not declared here: drizzle-kit's
 * snapshots do not hold it, so declaring it would generate a second migration adding a key that exists.
 */

/**
 * An online session: from the beat that found the device offline to its last beat. It ends at its last
 * beat plus the app's online window; while that is still ahead, the device is online in it.
 */
export const deviceSessions = pgTable(
  'device_sessions',
  {
    ...appColumns(),
    deviceId: text('device_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastBeatAt: timestamp('last_beat_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'device_sessions_pkey',
      columns: [table.orgId, table.appId, table.deviceId, table.startedAt],
    }),
    // The retention job reads by age alone.
    index('device_sessions_last_beat_at_idx').on(table.lastBeatAt),
  ],
);

/** A change of the model, OS, SDK or app version a device reports: from, to, when. */
export const deviceChanges = pgTable(
  'device_changes',
  {
    ...appColumns(),
    deviceId: text('device_id').notNull(),
    field: text('field').$type<DeviceChangeField>().notNull(),
    // An attribute's key (field 'attribute'); null for the other fields.
    attribute: text('attribute'),
    // Null only for an attribute: no value before (added) or after (removed).
    from: text('from_value'),
    to: text('to_value'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('device_changes_device_at_idx').on(table.orgId, table.appId, table.deviceId, table.at),
    index('device_changes_at_idx').on(table.at),
    // An app's changes of one field since a moment: the regression incidents' rounds (incidents/
    // regressions.ts) read its app version changes since the incident began, every round.
    index('device_changes_app_field_at_idx').on(table.orgId, table.appId, table.field, table.at),
    check(
      'device_changes_field_check',
      sql`${table.field} in ('model', 'osVersion', 'sdkVersion', 'appVersion', 'attribute')`,
    ),
    check(
      'device_changes_values_check',
      sql`case when ${table.field} = 'attribute' then ${table.attribute} is not null
        else ${table.attribute} is null and ${table.from} is not null and ${table.to} is not null end`,
    ),
  ],
);

export const DEVICE_CHANGE_FIELDS = ['model', 'osVersion', 'sdkVersion', 'appVersion', 'attribute'] as const;
export type DeviceChangeField = (typeof DEVICE_CHANGE_FIELDS)[number];

// ---------------------------------------------------------------------------------------------------
// App keys and refused heartbeats (the ingest).

/**
 * Every key of every app, as a SHA-256 (hex) of the key: the current one (the app's `app_key`), older ones
 * still accepted until `expires_at` (a rotation's grace period), and ended ones (expired or `revoked_at`),
 * kept a day so that a heartbeat with such a key can still be told to be of this app. Kept in step with
 * `apps.app_key` by triggers (migration 0015_app_key_triggers): a new app or a new key adds a row, and a
 * rotation ends the previous key at once unless it was given an expiry first (lib/server/domain/app-keys.ts).
 */
export const appKeys = pgTable(
  'app_keys',
  {
    id: uuid('id').notNull().defaultRandom(),
    ...appColumns(),
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
    primaryKey({ name: 'app_keys_pkey', columns: [table.orgId, table.id] }),
    appForeignKey('app_keys_app_fk', table),
    uniqueIndex('app_keys_id_unique').on(table.id),
    // A heartbeat names its key, not its organisation: the one lookup across organisations.
    uniqueIndex('app_keys_key_hash_unique').on(table.keyHash),
    index('app_keys_app_id_created_at_idx').on(table.orgId, table.appId, table.createdAt),
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
    ...appColumns(),
    reason: text('reason').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    lastDeviceId: text('last_device_id'),
    detail: text('detail'),
  },
  (table) => [
    primaryKey({
      name: 'ingest_refusals_pkey',
      columns: [table.orgId, table.appId, table.reason, table.hour],
    }),
    appForeignKey('ingest_refusals_app_fk', table),
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

/**
 * When an app's owners and admins were last told it used 80% or 100% of its heartbeat quota in a window
 * (lib/server/ingest/quota-notices.ts): at most one notice a level a day, claimed in one statement, so
 * that instances crossing the same level at once send it once.
 */
export const appQuotaNotices = pgTable(
  'app_quota_notices',
  {
    ...appColumns(),
    /** 80 or 100 (percent of the quota). */
    level: smallint('level').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'app_quota_notices_pkey', columns: [table.orgId, table.appId, table.level] }),
    appForeignKey('app_quota_notices_app_fk', table),
    check('app_quota_notices_level_check', sql`${table.level} in (80, 100)`),
  ],
);

export type AppKeyRow = typeof appKeys.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Offline alerts.

/**
 * Saved views of the devices table (lib/server/domain/views.ts; docs/product.md, Saved views): a named
 * query string (filters, search, sort) and the columns shown, shared by the organisation's members.
 * Names are unique within an organisation, whatever their case.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull().default(''),
    // The table's column ids, in the order chosen; null: the table's own defaults.
    columns: text('columns').array(),
    // Who saved it first; null once that account is deleted.
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('saved_views_org_name_unique').on(table.orgId, sql`lower(${table.name})`)],
);

export type SavedViewRow = typeof savedViews.$inferSelect;

/**
 * Offline alerts (lib/server/alerts/): an app's webhook endpoints and rules, what has been announced
 * per device, and the deliveries, which are also the job table every console instance claims from
 * (`FOR UPDATE SKIP LOCKED`, docs/architecture.md).
 */
const at = (name: string) => timestamp(name, { withTimezone: true });

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').notNull().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    // The app whose events it gets; null: an organisation's channel, which gets the incidents of the
    // apps whose alert rule lists it (lib/server/alerts/endpoints.ts), and has a name.
    appId: uuid('app_id'),
    name: text('name'),
    url: text('url').notNull(),
    format: text('format').$type<'json' | 'slack'>().notNull().default('json'),
    // The language of a Slack endpoint's messages (one of the console's); null: the console's default
    // (a JSON endpoint, or a Slack one made before endpoints had a language).
    language: text('language'),
    // Kept as it is (like the app key): an HMAC needs the secret itself, not a hash of it. It is
    // answered only when created or rotated and never written to a log.
    secret: text('secret').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    // Since when every attempt has failed (null: the last one succeeded, or none was made yet), and when
    // that went on long enough to disable the endpoint (lib/server/alerts/endpoint-health.ts).
    failingSince: at('failing_since'),
    // The latest failed attempt: a streak holds only while failures follow one another (FAILURE_GAP_HOURS).
    lastFailedAt: at('last_failed_at'),
    disabledAt: at('disabled_at'),
  },
  (table) => [
    primaryKey({ name: 'webhook_endpoints_pkey', columns: [table.orgId, table.id] }),
    appForeignKey('webhook_endpoints_app_fk', table),
    uniqueIndex('webhook_endpoints_id_unique').on(table.id),
    index('webhook_endpoints_app_id_idx').on(table.orgId, table.appId, table.createdAt),
    check('webhook_endpoints_format_check', sql`${table.format} in ('json', 'slack')`),
    check('webhook_endpoints_name_check', sql`(${table.appId} is null) = (${table.name} is not null)`),
    // An organisation's channels' names are unique within it, whatever their case.
    uniqueIndex('webhook_endpoints_org_name_unique')
      .on(table.orgId, sql`lower(${table.name})`)
      .where(sql`${table.appId} is null`),
  ],
);

/** One row per app with rules; the last three columns are the check's memory, not the rule. */
export const alertRules = pgTable(
  'alert_rules',
  {
    ...appColumns(),
    offlineAfterSeconds: integer('offline_after_seconds'),
    offlineSharePercent: smallint('offline_share_percent'),
    // The share counts only the devices of this saved view (its search and fleet filters); null: all the
    // app's devices. A deleted view leaves the rule counting them all.
    offlineShareViewId: uuid('offline_share_view_id').references(() => savedViews.id, {
      onDelete: 'set null',
    }),
    cooldownSeconds: integer('cooldown_seconds').notNull().default(300),
    updatedAt: at('updated_at').notNull().defaultNow(),
    // When the last device.offline digest went out (its cooldown runs from there).
    offlineDigestAt: at('offline_digest_at'),
    // app.offline_share was raised and app.recovered not yet sent; when it was raised.
    shareAlerting: boolean('share_alerting').notNull().default(false),
    shareAlertAt: at('share_alert_at'),
    // Until when the app's alerts are snoozed (lib/server/alerts/snooze.ts): the check keeps its memory
    // but queues nothing; null or past: not snoozed.
    snoozedUntil: at('snoozed_until'),
    // An incident opens when this share or this count of the devices in scope (the view's, else the
    // app's) went offline within the window (lib/server/alerts/incidents/detect.ts); both null: off.
    incidentThresholdPercent: smallint('incident_threshold_percent'),
    incidentThresholdCount: integer('incident_threshold_count'),
    incidentWindowSeconds: integer('incident_window_seconds').notNull().default(300),
    // Devices going back to an older app version together open an incident too (its kind `regression`),
    // by the same thresholds and window.
    regressionIncidents: boolean('regression_incidents').notNull().default(false),
    // The organisation's email channels its incidents are mailed to (lib/server/alerts/channels/); a
    // deleted channel is taken out.
    channelIds: uuid('channel_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (table) => [
    primaryKey({ name: 'alert_rules_pkey', columns: [table.orgId, table.appId] }),
    appForeignKey('alert_rules_app_fk', table),
    check(
      'alert_rules_offline_after_check',
      sql`${table.offlineAfterSeconds} is null or ${table.offlineAfterSeconds} >= 10`,
    ),
    check(
      'alert_rules_share_check',
      sql`${table.offlineSharePercent} is null or ${table.offlineSharePercent} between 1 and 100`,
    ),
    check('alert_rules_cooldown_check', sql`${table.cooldownSeconds} >= 0`),
    check(
      'alert_rules_incident_check',
      sql`(${table.incidentThresholdPercent} is null or ${table.incidentThresholdPercent} between 1 and 100)
        and (${table.incidentThresholdCount} is null or ${table.incidentThresholdCount} >= 2)
        and ${table.incidentWindowSeconds} between 60 and 3600`,
    ),
  ],
);

/**
 * Incidents (lib/server/alerts/incidents/): devices of one scope that went offline together, as one
 * thing that opens, grows and resolves, instead of an alert per device. One open incident per app at
 * most (its rule's scope).
 */
export const incidents = pgTable(
  'incidents',
  {
    ...appColumns(),
    id: uuid('id').notNull().defaultRandom(),
    // `offline`: devices went offline together; `regression`: they went back to an older app version.
    kind: text('kind').$type<IncidentKind>().notNull().default('offline'),
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    // The rule's saved view when it opened (null: every device of the app), and its name then.
    viewId: uuid('view_id'),
    viewName: text('view_name'),
    devicesAffected: integer('devices_affected').notNull(),
    devicesInScope: integer('devices_in_scope').notNull(),
    // When the first and the latest of its devices went offline (the end of their online window), or
    // went back to an older version.
    startedAt: at('started_at').notNull(),
    lastOfflineAt: at('last_offline_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
    // Why it was resolved: every device came back, or nothing changed for INCIDENT_QUIET_SECONDS.
    resolution: text('resolution').$type<'returned' | 'quiet'>(),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedAt: at('acknowledged_at'),
    // Opened in a maintenance window; and whether its opening was sent (then, or once the window ended
    // with it still open): its later events are sent only if so.
    duringMaintenance: boolean('during_maintenance').notNull().default(false),
    announced: boolean('announced').notNull().default(true),
  },
  (table) => [
    primaryKey({ name: 'incidents_pkey', columns: [table.orgId, table.id] }),
    appForeignKey('incidents_app_fk', table),
    uniqueIndex('incidents_id_unique').on(table.id),
    // One open incident of each kind per app.
    uniqueIndex('incidents_open_kind_unique')
      .on(table.orgId, table.appId, table.kind)
      .where(sql`${table.status} = 'open'`),
    index('incidents_org_started_idx').on(table.orgId, table.startedAt),
    check('incidents_status_check', sql`${table.status} in ('open', 'resolved')`),
    check('incidents_kind_check', sql`${table.kind} in ('offline', 'regression')`),
  ],
);

/**
 * Maintenance windows (lib/server/alerts/maintenance.ts): while one is on, the app's alerts (or those of
 * one saved view of it) are held and its incidents are recorded without being sent. Once (from, to) or
 * weekly (a weekday, a start minute and a length, in a time zone).
 */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    ...appColumns(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull().default(''),
    // Only this saved view's devices (the window goes with the view); null: every device of the app.
    viewId: uuid('view_id').references(() => savedViews.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MaintenanceKind>().notNull(),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    // Weekly: 0 Sunday to 6 Saturday, the minute of the day it starts, and its length, in time_zone.
    weekday: smallint('weekday'),
    startMinute: smallint('start_minute'),
    durationMinutes: integer('duration_minutes'),
    timeZone: text('time_zone'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'maintenance_windows_pkey', columns: [table.orgId, table.id] }),
    appForeignKey('maintenance_windows_app_fk', table),
    uniqueIndex('maintenance_windows_id_unique').on(table.id),
    index('maintenance_windows_app_idx').on(table.orgId, table.appId),
    check(
      'maintenance_windows_kind_check',
      sql`(${table.kind} = 'once' and ${table.startsAt} is not null and ${table.endsAt} > ${table.startsAt})
        or (${table.kind} = 'weekly' and ${table.weekday} between 0 and 6 and ${table.startMinute} between 0 and 1439
          and ${table.durationMinutes} between 1 and 10080 and ${table.timeZone} is not null)`,
    ),
  ],
);

export type MaintenanceWindowRow = typeof maintenanceWindows.$inferSelect;

/** The devices of an incident: when each went offline, and when it came back (null: still offline). */
export const incidentDevices = pgTable(
  'incident_devices',
  {
    orgId: uuid('org_id').notNull(),
    incidentId: uuid('incident_id').notNull(),
    deviceId: text('device_id').notNull(),
    // Offline: the last heartbeat before it went, any later one is the device back. A regression: when
    // it went back from `fromVersion` to `toVersion`; it is back once it runs `fromVersion` or newer.
    lastSeen: at('last_seen').notNull(),
    backAt: at('back_at'),
    fromVersion: text('from_version'),
    toVersion: text('to_version'),
  },
  (table) => [
    primaryKey({ name: 'incident_devices_pkey', columns: [table.orgId, table.incidentId, table.deviceId] }),
    foreignKey({
      name: 'incident_devices_incident_fk',
      columns: [table.orgId, table.incidentId],
      foreignColumns: [incidents.orgId, incidents.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);

/**
 * An organisation's email channels (lib/server/alerts/channels/): members chosen by name, to whom the
 * incidents of the apps whose rule lists the channel are mailed. Names are unique within an
 * organisation, whatever their case.
 */
export const notificationChannels = pgTable(
  'notification_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // Members of the organisation; one who has left it is not mailed (checked when a mail is queued).
    recipientIds: uuid('recipient_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    // The last "Send a test email": one a minute at most (lib/server/alerts/channels/mails.ts).
    lastTestAt: at('last_test_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('notification_channels_org_name_unique').on(table.orgId, sql`lower(${table.name})`),
  ],
);

/**
 * The incident emails to send (the outbox): one row per incident state change announced, queued in the
 * check's transaction with its recipients, and claimed by one console instance at a time (a lease), so
 * that each recipient gets it once.
 */
export const channelMails = pgTable(
  'channel_mails',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    incidentId: uuid('incident_id').notNull(),
    eventType: text('event_type')
      .$type<'incident.opened' | 'incident.updated' | 'incident.resolved'>()
      .notNull(),
    recipientIds: uuid('recipient_ids').array().notNull(),
    // Those already mailed: an instance that takes the row over after a lease ends mails only the rest.
    sentIds: uuid('sent_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: at('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    // Claimed by an instance until then (a lease); sent, or given up after its attempts.
    claimedUntil: at('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    doneAt: at('done_at'),
  },
  (table) => [
    primaryKey({ name: 'channel_mails_pkey', columns: [table.orgId, table.id] }),
    foreignKey({
      name: 'channel_mails_incident_fk',
      columns: [table.orgId, table.incidentId],
      foreignColumns: [incidents.orgId, incidents.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('channel_mails_pending_idx')
      .on(table.createdAt)
      .where(sql`done_at is null`),
  ],
);

/** An incident's timeline: opened, grew, notified, acknowledged, resolved. */
export const incidentEvents = pgTable(
  'incident_events',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    incidentId: uuid('incident_id').notNull(),
    type: text('type').$type<IncidentEventType>().notNull(),
    at: at('at')
      .notNull()
      .default(sql`clock_timestamp()`),
    // Who acknowledged it (null for what the check did, or once the account is deleted).
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // The devices affected then (opened, grew), the endpoints notified, or how it was resolved.
    devicesAffected: integer('devices_affected'),
    endpoints: integer('endpoints'),
    resolution: text('resolution'),
  },
  (table) => [
    primaryKey({ name: 'incident_events_pkey', columns: [table.orgId, table.id] }),
    foreignKey({
      name: 'incident_events_incident_fk',
      columns: [table.orgId, table.incidentId],
      foreignColumns: [incidents.orgId, incidents.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('incident_events_incident_idx').on(table.orgId, table.incidentId, table.at),
  ],
);

export type IncidentRow = typeof incidents.$inferSelect;

/** A device announced offline (device.offline sent, device.online not yet): one row while it lasts. */
export const alertDeviceStates = pgTable(
  'alert_device_states',
  {
    ...appColumns(),
    deviceId: text('device_id').notNull(),
    offlineAt: at('offline_at').notNull().defaultNow(),
    // The last heartbeat the announcement counted from: any later one is the device back, even a blip
    // that came and went between two checks.
    lastSeen: at('last_seen').notNull(),
  },
  (table) => [
    primaryKey({ name: 'alert_device_states_pkey', columns: [table.orgId, table.appId, table.deviceId] }),
    appForeignKey('alert_device_states_app_fk', table),
  ],
);

/** One event for one endpoint: its payload, and where its delivery stands. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    // The endpoint's organisation (docs/operations.md, Sharding by organisation).
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    endpointId: uuid('endpoint_id').notNull(),
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
    primaryKey({ name: 'webhook_deliveries_pkey', columns: [table.orgId, table.id] }),
    foreignKey({
      name: 'webhook_deliveries_endpoint_fk',
      columns: [table.orgId, table.endpointId],
      foreignColumns: [webhookEndpoints.orgId, webhookEndpoints.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    uniqueIndex('webhook_deliveries_id_unique').on(table.id),
    index('webhook_deliveries_endpoint_idx').on(table.orgId, table.endpointId, table.createdAt),
    // What is due, across organisations: every instance claims from it (lib/server/alerts/deliveries.ts).
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
    check('webhook_deliveries_state_check', sql`${table.state} in ('pending', 'delivered', 'failed')`),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AlertRulesRow = typeof alertRules.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// The SDK guide's versions.

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

export type SdkGuideVersionRow = typeof sdkGuideVersions.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// The audit log.

/**
 * The audit log (lib/server/audit/): one row per state-changing action, written in the transaction of
 * the change. Append-only: a trigger (migration 0007_audit_log_append_only) refuses UPDATE and
 * TRUNCATE, and DELETE except the retention job's. No foreign keys: an entry outlives the user or app
 * it names (a cascade would be an update or delete the trigger refuses), so the names are copied in.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Milliseconds, as JavaScript's dates hold them: the export's keyset (at, id) compares them exactly.
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    // Null for a failed sign-in (no one proved who they are) and for the system's jobs.
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    // 'customer', 'admin', 'system', or null (a failed sign-in).
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label').notNull().default(''),
    // The customer the entry concerns (their own action, or an admin's on their app): their view's scope.
    orgId: uuid('org_id'),
    summary: jsonb('summary').notNull().default([]),
    ip: text('ip'),
    userAgent: text('user_agent'),
    // The API token the actor acted through (its name then); null for a session, a sign-in or a job.
    viaTokenId: uuid('via_token_id'),
    viaTokenName: text('via_token_name'),
  },
  (table) => [
    // Newest first, read backwards, for everyone (admins) and per customer; the retention job's range.
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_org_at_idx').on(table.orgId, table.at, table.id),
    index('audit_log_action_at_idx').on(table.action, table.at, table.id),
    // The actor and target filters: substring matches.
    index('audit_log_actor_trgm_idx').using('gin', sql`${auditActorText(table)} gin_trgm_ops`),
    index('audit_log_target_trgm_idx').using('gin', sql`${auditTargetText(table)} gin_trgm_ops`),
  ],
);

/** What the actor filter matches (name and email); queries must use this expression as it is. */
export function auditActorText(table: { actorName: AnyPgColumn; actorEmail: AnyPgColumn }): SQL {
  return sql`(coalesce(${table.actorName}, '') || chr(31) || coalesce(${table.actorEmail}, ''))`;
}

/** What the target filter matches (label and id); queries must use this expression as it is. */
export function auditTargetText(table: { targetLabel: AnyPgColumn; targetId: AnyPgColumn }): SQL {
  return sql`(${table.targetLabel} || chr(31) || coalesce(${table.targetId}, ''))`;
}

export type AuditLogRow = typeof auditLog.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Idempotency keys.

/**
 * The first answer to a create call sent with an `Idempotency-Key` header, for 24 hours, so that a
 * retried request gets it again instead of making a second object (lib/server/http/idempotency.ts;
 * docs/product.md, Retries). One row per caller and key, looked up by a hash of both; `answer` is null
 * while the first request is still being answered. The answer is sealed with a key derived from the
 * client's key, which is not stored: answers holding a secret (a token, an app key) are not readable
 * from the database alone.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    // The call (method and path) and a hash of its body: the same key with another request is refused.
    call: text('call').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    answer: text('answer'),
    createdAt: createdAt(),
  },
  // Keys older than a day are swept by time.
  (table) => [index('idempotency_keys_created_at_idx').on(table.createdAt)],
);

// ---------------------------------------------------------------------------------------------------
// Rate limits.

/**
 * Rate-limit windows on PostgreSQL, shared by every console instance (lib/server/rate-limit/database.ts):
 * one row per limit and key (`login`, `email:ada@example.com`), counting attempts until `reset_at`.
 * PGlite, one process, keeps these counts in memory. The apps' heartbeat quotas (`heartbeat`, keyed by app
 * id) are kept here on both databases, counted in each process's memory and added every 200 ms
 * (lib/server/rate-limit/synced-window.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'rate_limits_pkey', columns: [table.name, table.key] }),
    // Expired windows are swept by time.
    index('rate_limits_reset_at_idx').on(table.resetAt),
  ],
);
