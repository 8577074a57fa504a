import 'server-only';

import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';

import { PLATFORMS, type Platform, type Stats } from '@/lib/api/types';
import { getDb } from '@/lib/server/db/client';
import { deviceActivity, devices } from '@/lib/server/db/schema';
import { countApps, queryApps } from '@/lib/server/domain/apps';
import { deviceOnline } from '@/lib/server/domain/devices/online';
import {
  dailySeries,
  dailyStart,
  hourlySeries,
  hourlyStart,
  type BucketCount,
} from '@/lib/server/domain/stats-series';

/**
 * The dashboards' figures for one organisation's apps (a member's, or an admin's filter) or for every
 * app (orgId undefined). Counts come from `devices`; the series from `device_activity`, one row per
 * device per active UTC hour. Days are UTC days.
 */
const RECENT_APPS = 5;

export interface StatsScope {
  /** Only this organisation's apps; undefined = every app. */
  orgId?: string;
  /** Adds `owner` to the recent apps (admin views). */
  withOwner?: boolean;
}

export async function getStats({ orgId, withOwner = false }: StatsScope, now = new Date()): Promise<Stats> {
  const db = await getDb();
  // Every device row carries its organisation: no join to apps.
  const ownDevices = orgId ? eq(devices.orgId, orgId) : undefined;

  const deviceCounts = db
    .select({
      total: count(),
      online: sql<number>`count(*) filter (where ${deviceOnline(devices.lastSeen, devices.appId)})`.mapWith(
        Number,
      ),
      active24h:
        sql<number>`count(*) filter (where ${devices.lastSeen} > now() - interval '24 hours')`.mapWith(
          Number,
        ),
      new7d: sql<number>`count(*) filter (where ${devices.firstSeen} > now() - interval '7 days')`.mapWith(
        Number,
      ),
    })
    .from(devices);
  const [counts] = await deviceCounts.where(ownDevices);

  const platformRows = await db
    .select({ platform: devices.platform, n: count() })
    .from(devices)
    .where(ownDevices)
    .groupBy(devices.platform);
  const platforms = Object.fromEntries(PLATFORMS.map((platform) => [platform, 0])) as Record<
    Platform,
    number
  >;
  // Devices always get a platform (the app's when the SDK sends none); an unknown one counts as other.
  for (const { platform, n } of platformRows) platforms[platform ?? 'other'] += n;

  return {
    apps: await countApps(orgId),
    devicesTotal: counts.total,
    devicesOnline: counts.online,
    active24h: counts.active24h,
    new7d: counts.new7d,
    hourly: hourlySeries(await activity('hour', hourlyStart(now), orgId), now),
    daily: dailySeries(await activity('day', dailyStart(now), orgId), now),
    platforms,
    recentApps: await queryApps({ orgId, withOwner, limit: RECENT_APPS }),
  };
}

/** Distinct devices per UTC hour or day since `from`, only for buckets with activity. */
async function activity(unit: 'hour' | 'day', from: Date, orgId?: string): Promise<BucketCount[]> {
  const db = await getDb();
  const bucket =
    unit === 'hour'
      ? sql<Date>`${deviceActivity.hour}`
      : sql<Date>`date_trunc('day', ${deviceActivity.hour}, 'UTC')`;
  // Within an hour each row is a distinct device (the primary key); across a day a device has a row
  // per active hour, so it is counted once by (app, device).
  const devicesSeen =
    unit === 'hour'
      ? sql<number>`count(*)`
      : sql<number>`count(distinct (${deviceActivity.appId}, ${deviceActivity.deviceId}))`;
  const conditions: SQL[] = [gte(deviceActivity.hour, from)];
  if (orgId) conditions.push(eq(deviceActivity.orgId, orgId));
  return db
    .select({ t: bucket.mapWith(deviceActivity.hour), count: devicesSeen.mapWith(Number) })
    .from(deviceActivity)
    .where(and(...conditions))
    .groupBy(bucket);
}
