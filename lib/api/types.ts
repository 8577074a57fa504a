import type { Locale } from '@/i18n/locales';
import type { TableSort } from '@/lib/table/state';

/** The dashboard API's domain objects, as the client receives them (timestamps are ISO 8601 strings). */
export const PLATFORMS = ['android', 'ios', 'web', 'other'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const APP_STATUSES = ['active', 'suspended'] as const;
export type AppStatus = (typeof APP_STATUSES)[number];

export interface Owner {
  id: string;
  name: string;
  email: string;
}

export interface App {
  id: string;
  name: string;
  platform: Platform;
  bundleId: string;
  appKey: string;
  status: AppStatus;
  /** Why an admin suspended it, for its owner; null when active or when no reason was given. */
  suspendedReason: string | null;
  /** Seconds its devices stay online after a heartbeat: its own window, or ONLINE_WINDOW_SECONDS. */
  onlineWindowSeconds: number;
  createdAt: string;
  updatedAt: string;
  devicesOnline: number;
  devicesTotal: number;
  /** Present on admin calls. */
  owner?: Owner;
  /** The quota an admin set for this app, null for the setting's default. Present on admin calls. */
  heartbeatQuota?: number | null;
  /** The heartbeat quota that applies and its use. Present on the apps lists and an app's own answer. */
  quota?: AppQuota;
}

/** An app's heartbeat quota: heartbeats accepted per window, all its devices together. */
export interface AppQuota {
  /** Null when no quota applies (the setting is off and no admin set one). */
  limit: number | null;
  windowSeconds: number | null;
  /** Set by an admin for this app, rather than the setting's default. */
  custom: boolean;
  /** Heartbeats accepted in the current window. */
  used: number;
  /** When the current window ends (ISO 8601); null while no window is open. */
  resetsAt: string | null;
}

/** One key of an app: the current one, one still accepted until `expiresAt`, or one that no longer works. */
export const APP_KEY_STATES = ['active', 'grace', 'revoked'] as const;
export type AppKeyState = (typeof APP_KEY_STATES)[number];

export interface AppKeyInfo {
  id: string;
  createdAt: string;
  /** When a key in its grace period stops (or an expired one stopped); null for the current key. */
  expiresAt: string | null;
  /** Written at most once a minute per key (docs/product.md, App keys); null while never used. */
  lastUsedAt: string | null;
  state: AppKeyState;
  /** `fdk_••••••••abcd` */
  masked: string;
}

/** Why heartbeats of an app were refused. */
export const REFUSAL_REASONS = ['app_suspended', 'key_revoked', 'rate_limited', 'validation_failed'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export interface IngestRefusal {
  reason: RefusalReason;
  /** In the last 24 hours. */
  count: number;
  lastAt: string;
  lastDeviceId: string | null;
  /** validation_failed: the first field at fault and its rule (`deviceId: characters`), never a value. */
  detail: string | null;
}

/** What an app's ingest has seen: its first and latest accepted heartbeats, and what it refused. */
export interface AppIngest {
  firstHeartbeatAt: string | null;
  firstDeviceId: string | null;
  lastHeartbeatAt: string | null;
  refused: IngestRefusal[];
}

export interface Device {
  deviceId: string;
  appId: string;
  appName: string;
  platform: Platform | null;
  osVersion: string | null;
  model: string | null;
  sdkVersion: string | null;
  appVersion: string | null;
  firstSeen: string;
  lastSeen: string;
  online: boolean;
  /** Seconds it stays online after `lastSeen`: its app's window. */
  onlineWindowSeconds?: number;
  /** Present on admin calls. */
  owner?: Owner;
}

/** A change of what a device reports, as the device page lists it. */
export interface DeviceChange {
  field: 'model' | 'osVersion' | 'sdkVersion' | 'appVersion';
  from: string;
  to: string;
  at: string;
}

/** An online session: from its first beat to its last beat plus the app's window; `end` null while online. */
export interface DeviceSession {
  start: string;
  end: string | null;
}

/** One device with its history (GET /api/devices/<appId>/<deviceId>). */
export interface DeviceDetail {
  deviceId: string;
  appId: string;
  appName: string;
  platform: Platform | null;
  model: string | null;
  osVersion: string | null;
  sdkVersion: string | null;
  appVersion: string | null;
  firstSeen: string;
  lastSeen: string;
  online: boolean;
  /** Newest first. */
  sessions: DeviceSession[];
  /** Newest first. */
  changes: DeviceChange[];
}

export interface Customer {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  appCount: number;
  devicesTotal: number;
}

/** A message sent through the public contact form, as the admins read it. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
}

/** A page of contact messages, newest first (GET /api/admin/contact-messages). */
/** The admin's list of apps, with the quota that apps without their own follow (null: none). */
export interface AdminAppList extends ListResponse<App> {
  defaultQuota: { limit: number; windowSeconds: number } | null;
}

export interface ContactMessagePage extends ListResponse<ContactMessage> {
  /** Pass as `before` for the next, older page; null on the last page. */
  nextCursor: string | null;
}

export interface SdkGuide {
  /** The language of this text: the one asked for, or English when that language is not one of the console's. */
  locale: Locale;
  markdown: string;
  /** The markdown rendered and sanitized by the server, ready to show (lib/server/domain/sdk-guide/render.ts). */
  html: string;
  updatedAt: string | null;
  updatedBy: { id: string; name: string } | null;
}

/** One language of the guide as the admin's editor lists it. */
export interface SdkGuideLanguage {
  locale: Locale;
  /** When the language's text was last saved; null while it is the built-in default. */
  updatedAt: string | null;
  /** Saved before English was last saved, or never saved while English was: it may lack English's changes. */
  olderThanEnglish: boolean;
}

export interface SeriesPoint {
  /** Start of the hour or day (ISO 8601). */
  t: string;
  /** Distinct devices seen in that hour or day. */
  online: number;
}

export interface Stats {
  apps: number;
  devicesTotal: number;
  devicesOnline: number;
  active24h: number;
  new7d: number;
  /** 24 points, oldest first. */
  hourly: SeriesPoint[];
  /** 30 points, oldest first. */
  daily: SeriesPoint[];
  platforms: Record<Platform, number>;
  /** Up to 5, newest first. */
  recentApps: App[];
}

export const DEVICE_SORT_IDS = [
  'deviceId',
  'appName',
  'platform',
  'osVersion',
  'model',
  'sdkVersion',
  'appVersion',
  'lastSeen',
  'firstSeen',
] as const;
export type DeviceSortId = (typeof DEVICE_SORT_IDS)[number];
export type DeviceSort = TableSort<DeviceSortId>;
/** The devices list's order when none is asked for: the most recently seen first. */
export const DEFAULT_DEVICE_SORT: Readonly<DeviceSort> = { id: 'lastSeen', desc: true };

export type DeviceStatusFilter = 'online' | 'offline' | 'all';

/**
 * The columns of the devices tables, by id; the export takes the ones in view (`columns=`) in this
 * vocabulary. `online` is the status column, `owner` the admin table's (the owner's email).
 */
export const DEVICE_COLUMN_IDS = [
  'online',
  'deviceId',
  'appName',
  'owner',
  'platform',
  'osVersion',
  'model',
  'sdkVersion',
  'appVersion',
  'lastSeen',
  'firstSeen',
] as const;
export type DeviceColumnId = (typeof DEVICE_COLUMN_IDS)[number];

export interface DeviceQuery {
  page: number;
  pageSize: number;
  /** Sent as `sort=lastSeen:desc` (lib/table/sort-params.ts); none = the API's default. */
  sort?: TableSort;
  q?: string;
  appId?: string;
  status?: DeviceStatusFilter;
  /** Admin calls only. */
  ownerId?: string;
  /** Admin calls only: one organisation; wins over `ownerId` (docs/product.md, Organisations). */
  orgId?: string;
}

export interface ListResponse<T> {
  data: T[];
  total: number;
  /**
   * Set when `total` is an estimate (rounded to two significant digits), not a count: the devices
   * list sends it past 10,000 matching devices. The UI then says "about" and shows no last page.
   */
  totalIsEstimate?: boolean;
}

/** A page of devices: a list, and how long a device stays online after its last heartbeat. */
export interface DeviceListResponse extends ListResponse<Device> {
  /** Seconds (ONLINE_WINDOW_SECONDS); absent from an API that does not say. */
  onlineWindowSeconds?: number;
}

export interface ItemResponse<T> {
  data: T;
}
