import 'server-only';

import type { SeriesPoint } from '@/lib/api/types';

/**
 * The dashboards' online-devices-over-time series, from the counts the database returns (only hours
 * or days with activity). Pure: the same rows and `now` give the same points. Buckets are UTC hours
 * and UTC days, oldest first; the last bucket is the current (partial) hour or day.
 */
export const HOURLY_POINTS = 24;
export const DAILY_POINTS = 30;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface BucketCount {
  /** Start of the bucket. */
  t: Date;
  count: number;
}

function floorTo(time: Date, unitMs: number): number {
  return Math.floor(time.getTime() / unitMs) * unitMs;
}

/** The starts of the `points` buckets ending with the one holding `now`, oldest first. */
export function bucketStarts(now: Date, unitMs: number, points: number): Date[] {
  const last = floorTo(now, unitMs);
  return Array.from({ length: points }, (_, index) => new Date(last - (points - 1 - index) * unitMs));
}

function series(rows: BucketCount[], now: Date, unitMs: number, points: number): SeriesPoint[] {
  const counts = new Map<number, number>();
  for (const { t, count } of rows) {
    const key = floorTo(t, unitMs);
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return bucketStarts(now, unitMs, points).map((start) => ({
    t: start.toISOString(),
    online: counts.get(start.getTime()) ?? 0,
  }));
}

/** The first hour of the hourly series (the database query reads from here). */
export function hourlyStart(now: Date): Date {
  return bucketStarts(now, HOUR_MS, HOURLY_POINTS)[0];
}

/** The first day of the daily series. */
export function dailyStart(now: Date): Date {
  return bucketStarts(now, DAY_MS, DAILY_POINTS)[0];
}

/** 24 points: distinct devices seen in each of the last 24 UTC hours (missing hours are 0). */
export function hourlySeries(rows: BucketCount[], now: Date): SeriesPoint[] {
  return series(rows, now, HOUR_MS, HOURLY_POINTS);
}

/** 30 points: distinct devices seen on each of the last 30 UTC days (missing days are 0). */
export function dailySeries(rows: BucketCount[], now: Date): SeriesPoint[] {
  return series(rows, now, DAY_MS, DAILY_POINTS);
}
