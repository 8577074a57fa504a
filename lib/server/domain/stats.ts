import 'server-only';

import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';

import { PLATFORMS, type Platform, type Stats } from '@/lib/api/types';
import { getDb } from '@/lib/server/db/client';
import { apps, deviceActivity, devices } from '@/lib/server/db/schema';
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
 * The dashboards' figures for one owner's apps (a customer, or an admin's owner filter) or for every
 * app (ownerId undefined). Counts come from `devices`; the series from `device_activity`, one row per
 * device per active UTC hour. Days are UTC days.
 */
const RECENT_APPS = 5;

export interface StatsScope {
  /** Only this owner's apps; undefined = every app. */
  ownerId?: string;
  /** Adds `owner` to the recent apps (admin views). */
  withOwner?: boolean;
}

export async function getStats({ ownerId, withOwner = false }: StatsScope, now = new Date()): Promise<Stats> {
  const db = await getDb();
  const ownApps = ownerId ? eq(apps.ownerId, ownerId) : undefined;

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
  const [counts] = await (
    ownerId ? deviceCounts.innerJoin(apps, eq(apps.id, devices.appId)) : deviceCounts
  ).where(ownApps);

  const platformCounts = db.select({ platform: devices.platform, n: count() }).from(devices);
  const platformRows = await (
    ownerId ? platformCounts.innerJoin(apps, eq(apps.id, devices.appId)) : platformCounts
  )
    .where(ownApps)
    .groupBy(devices.platform);
  const platforms = Object.fromEntries(PLATFORMS.map((platform) => [platform, 0])) as Record<
    Platform,
    number
  >;
  // Devices always get a platform (the app's when the SDK sends none); an unknown one counts as other.
  for (const { platform, n } of platformRows) platforms[platform ?? 'other'] += n;

  return {
    apps: await countApps(ownerId),
    devicesTotal: counts.total,
    devicesOnline: counts.online,
    active24h: counts.active24h,
    new7d: counts.new7d,
    hourly: hourlySeries(await activity('hour', hourlyStart(now), ownerId), now),
    daily: dailySeries(await activity('day', dailyStart(now), ownerId), now),
    platforms,
    recentApps: await queryApps({ ownerId, withOwner, limit: RECENT_APPS }),
  };
}

/** Distinct devices per UTC hour or day since `from`, only for buckets with activity. */
async function activity(unit: 'hour' | 'day', from: Date, ownerId?: string): Promise<BucketCount[]> {
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
  if (ownerId) conditions.push(eq(apps.ownerId, ownerId));
  const query = db
    .select({ t: bucket.mapWith(deviceActivity.hour), count: devicesSeen.mapWith(Number) })
    .from(deviceActivity);
  return (ownerId ? query.innerJoin(apps, eq(apps.id, deviceActivity.appId)) : query)
    .where(and(...conditions))
    .groupBy(bucket);
}
