import type { z } from 'zod';

import type {
  contactMessagePageSchema,
  contactMessageSchema,
  contactReceivedSchema,
  customerListSchema,
  customerSchema,
} from '@/lib/api/openapi/schemas/admin';
import type {
  adminAppListSchema,
  appIngestSchema,
  appKeyInfoSchema,
  appKeyListSchema,
  appListSchema,
  appQuotaSchema,
  appSchema,
  ingestRefusalSchema,
  rotatedKeySchema,
  unknownKeyHourSchema,
} from '@/lib/api/openapi/schemas/apps';
import type { ownerSchema } from '@/lib/api/openapi/schemas/common';
import type {
  deviceChangeSchema,
  deviceCursorPageSchema,
  deviceDetailSchema,
  devicePageSchema,
  deviceSchema,
  deviceSessionSchema,
} from '@/lib/api/openapi/schemas/devices';
import type { sdkGuideLanguageSchema, sdkGuideSchema } from '@/lib/api/openapi/schemas/sdk-guide';
import type { seriesPointSchema, statsSchema } from '@/lib/api/openapi/schemas/stats';
import type { TableSort } from '@/lib/table/state';
import type { FleetFilters } from '@/lib/validations/device-filters';

/**
 * The dashboard API's domain objects, as the client receives them (timestamps are ISO 8601 strings).
 * Each answer's type is its schema in the OpenAPI document (lib/api/openapi/schemas/), so what the
 * console reads is what GET /api/openapi.json promises; the imports of the schemas are type-only and
 * put nothing in the browser's bundles. The lists of values (PLATFORMS, ...) stay here, and the
 * schemas are made from them.
 */
export const PLATFORMS = ['android', 'ios', 'web', 'other'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const APP_STATUSES = ['active', 'suspended'] as const;
export type AppStatus = (typeof APP_STATUSES)[number];

/** A person, by id, name and email (an app's owner in the admin views). */
export type Owner = z.output<typeof ownerSchema>;

/** An app, with its device counts; `owner` and `heartbeatQuota` on admin calls, `quota` on the lists. */
export type App = z.output<typeof appSchema>;

/** An app's heartbeat quota: heartbeats accepted per window, all its devices together. */
export type AppQuota = z.output<typeof appQuotaSchema>;

/** One key of an app: the current one, one still accepted until `expiresAt`, or one that no longer works. */
export const APP_KEY_STATES = ['active', 'grace', 'revoked'] as const;
export type AppKeyState = (typeof APP_KEY_STATES)[number];

/** One key of an app, masked (`fdk_••••••••abcd`); never the key itself. */
export type AppKeyInfo = z.output<typeof appKeyInfoSchema>;

/** An app's keys, with the server's time their states were decided at. */
export type AppKeyList = z.output<typeof appKeyListSchema>;

/** A rotated app's new key, shown this once. */
export type RotatedKey = z.output<typeof rotatedKeySchema>;

/** Why heartbeats of an app were refused. */
export const REFUSAL_REASONS = ['app_suspended', 'key_revoked', 'rate_limited', 'validation_failed'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Heartbeats of an app refused for one reason in the last 24 hours. */
export type IngestRefusal = z.output<typeof ingestRefusalSchema>;

/** What an app's ingest has seen: its first and latest accepted heartbeats, and what it refused. */
export type AppIngest = z.output<typeof appIngestSchema>;

/** Heartbeats refused in one UTC hour for keys of no app (the admins' diagnostics). */
export type UnknownKeyHour = z.output<typeof unknownKeyHourSchema>;

/** A device as the devices lists answer it; `owner` on admin calls. */
export type Device = z.output<typeof deviceSchema>;

/** A change of what a device reports, as the device page lists it. */
export type DeviceChange = z.output<typeof deviceChangeSchema>;

/** An online session: from its first beat to its last beat plus the app's window; `end` null while online. */
export type DeviceSession = z.output<typeof deviceSessionSchema>;

/** One device with its history (GET /api/devices/<appId>/<deviceId>): sessions and changes newest first. */
export type DeviceDetail = z.output<typeof deviceDetailSchema>;

/** A customer account as the admins list it, with its app and device counts. */
export type Customer = z.output<typeof customerSchema>;

/** A message sent through the public contact form, as the admins read it. */
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** A page of contact messages, newest first (GET /api/admin/contact-messages). */
export type ContactMessagePage = z.output<typeof contactMessagePageSchema>;

/** The answer to the public contact form: the message's id and when it was received. */
export type ContactReceived = z.output<typeof contactReceivedSchema>;

/** The organisation's apps, newest first (GET /api/apps). */
export type AppList = z.output<typeof appListSchema>;

/** The admin's list of apps, with the quota that apps without their own follow (null: none). */
export type AdminAppList = z.output<typeof adminAppListSchema>;

/** The customer accounts (GET /api/admin/customers). */
export type CustomerList = z.output<typeof customerListSchema>;

/** The SDK guide in one language, as written and as rendered by the server. */
export type SdkGuide = z.output<typeof sdkGuideSchema>;

/** One language of the guide as the admin's editor lists it. */
export type SdkGuideLanguage = z.output<typeof sdkGuideLanguageSchema>;

/** Distinct devices seen in one hour or day. */
export type SeriesPoint = z.output<typeof seriesPointSchema>;

/** The dashboards' figures: counts, the hourly and daily series, devices per platform, the newest apps. */
export type Stats = z.output<typeof statsSchema>;

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
  'tags',
  'attributes',
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
  /** Tags, attributes, app version (lib/validations/device-filters.ts); none when absent. */
  fleet?: FleetFilters;
}

/**
 * A list's envelope, for code that takes any of them (AppList, CustomerList, ...: each list's own type
 * is its schema's).
 */
export interface ListResponse<T> {
  data: T[];
  total: number;
}

/**
 * A numbered page of devices (`page`, `pageSize`), what the console's tables ask for. `totalIsEstimate`
 * is there (always true) past 10,000 matching devices: `total` is then an estimate, and the table says
 * "about" and shows no last page. `onlineWindowSeconds` (ONLINE_WINDOW_SECONDS) is always there.
 */
export type DeviceListResponse = z.output<typeof devicePageSchema>;

/**
 * A cursor page of devices (`?cursor=`, empty for the first page), as scripts walk the list
 * (docs/product.md, "Cursor pages"): pass `nextCursor` back, with the same `sort`, until it is null.
 */
export type DeviceCursorPage = z.output<typeof deviceCursorPageSchema>;

export interface ItemResponse<T> {
  data: T;
}
