import 'server-only';

import { sql, type SQL } from 'drizzle-orm';

import type { VersionAdoption, VersionRegressions } from '@/lib/api/contract/versions';
import { onlineWindowSeconds } from '@/lib/server/config';
import { getDb, rowsOf } from '@/lib/server/db/client';
import { orgOfApp } from '@/lib/server/db/tenant';
import type { OrgScope } from '@/lib/server/domain/access';
import { getApp } from '@/lib/server/domain/apps';
import { compareVersions, isDowngrade } from '@/lib/versions/compare';

/**
 * An app's version adoption and regressions (docs/product.md, Version adoption), read from the devices'
 * version history (`device_changes`, field appVersion) and their first and last beats, never from the
 * heartbeats themselves: a device's version at a moment is the `from` of its first change after it, or
 * its current version when there is none.
 */
export const ADOPTION_DAYS = 30;
/** A device that stopped within this long after changing version went silent after the change. */
export const SILENT_AFTER_MS = 3600_000;
/** The most devices each regression list names (their counts are complete). */
export const REGRESSIONS_LISTED = 100;

const iso = (value: Date | string) => new Date(value).toISOString();

interface DayCount {
  day: string;
  version: string | null;
  devices: number;
}

/** The adoption figures of day counts (oldest day first), `days` the window's days in order. */
export function adoptionOf(days: readonly string[], counts: readonly DayCount[]): VersionAdoption {
  const byDay = new Map(days.map((day) => [day, new Map<string | null, number>()]));
  for (const { day, version, devices } of counts) byDay.get(day)?.set(version, devices);
  const names = [...new Set(counts.map((count) => count.version))].sort((a, b) =>
    a === null ? 1 : b === null ? -1 : compareVersions(b, a),
  );
  const active = days.map((day) => [...byDay.get(day)!.values()].reduce((sum, n) => sum + n, 0));
  const today = days.length - 1;
  const versions = names.map((version) => {
    const series = days.map((day) => byDay.get(day)!.get(version) ?? 0);
    const first = series.findIndex((n) => n > 0);
    const reached = (share: number) => {
      // Before the window, its spread is unknown: only a version that appeared inside it is timed.
      if (first <= 0) return null;
      const index = series.findIndex((n, i) => i >= first && active[i] > 0 && n / active[i] >= share);
      return index < 0 ? null : index - first;
    };
    return {
      version,
      devices: series[today],
      share: active[today] > 0 ? series[today] / active[today] : 0,
      firstDay: first < 0 ? null : days[first],
      daysTo50: reached(0.5),
      daysTo90: reached(0.9),
    };
  });
  const newest = versions.find((entry) => entry.version !== null) ?? null;
  return {
    days: days.map((day, i) => ({
      day,
      active: active[i],
      versions: names
        .filter((version) => byDay.get(day)!.has(version))
        .map((version) => ({ version, devices: byDay.get(day)!.get(version)! })),
    })),
    versions,
    newest: newest?.version ?? null,
    newestShare: newest?.share ?? 0,
  };
}

/**
 * The app's version changes since `since` as spans: each device's version from `since` to `until`
 * (null: open). Changes before the window are not needed: the first change inside it says, in `from`,
 * what the device ran before it.
 */
const versionSpans = (appId: string, since: SQL) => sql`
  changes as (
    select device_id, at, from_value, to_value,
      lead(at) over (partition by device_id order by at) as next_at,
      row_number() over (partition by device_id order by at) as nth
    from device_changes
    where org_id = ${orgOfApp(appId)} and app_id = ${appId} and field = 'appVersion' and at >= ${since}
  ),
  spans as (
    select device_id, from_value as version, null::timestamptz as since, at as until from changes where nth = 1
    union all
    select device_id, to_value, at, next_at from changes
  )`;

export async function appVersionAdoption(orgId: OrgScope, appId: string): Promise<VersionAdoption> {
  await getApp(orgId, appId);
  const db = await getDb();
  // The UTC days are counted on timestamps without a zone, so that a session in a zone with summer
  // time still steps whole days; the database's clock names today, for every row alike.
  const rows = rowsOf<{ day: string; version: string | null; devices: unknown }>(
    await db.execute(sql`
      with days as (
        select to_char(utc_day, 'YYYY-MM-DD') as day, utc_day at time zone 'UTC' as start,
          least((utc_day + interval '1 day') at time zone 'UTC', now()) as until
        from (select date_trunc('day', now() at time zone 'UTC') - n * interval '1 day' as utc_day
          from generate_series(0, ${ADOPTION_DAYS - 1}) as n) as series
      ),
      fleet as (
        select device_id, app_version, first_seen, last_seen from devices
        where org_id = ${orgOfApp(appId)} and app_id = ${appId}
          and last_seen >= (select min(start) from days)
      ),
      ${versionSpans(appId, sql`(select min(start) from days)`)}
      select days.day, coalesce(spans.version, fleet.app_version) as version, count(fleet.device_id) as devices
      from days
      left join fleet on fleet.first_seen < days.until and fleet.last_seen >= days.start
      left join spans on spans.device_id = fleet.device_id
        and (spans.since is null or spans.since < days.until)
        and (spans.until is null or spans.until >= days.until)
      group by 1, 2
      order by 1`),
  );
  const days = [...new Set(rows.map((row) => row.day))].sort();
  return adoptionOf(
    days,
    rows
      .filter((row) => Number(row.devices) > 0)
      .map((row) => ({ day: row.day, version: row.version, devices: Number(row.devices) })),
  );
}

const pairPredicate = (pairs: readonly { from_value: string; to_value: string }[]) =>
  sql.join(
    pairs.map((pair) => sql`(${pair.from_value}, ${pair.to_value})`),
    sql`, `,
  );

export async function appVersionRegressions(orgId: OrgScope, appId: string): Promise<VersionRegressions> {
  const app = await getApp(orgId, appId);
  const db = await getDb();
  const since = sql`now() - ${ADOPTION_DAYS} * interval '1 day'`;
  const ofApp = sql`org_id = ${orgOfApp(appId)} and app_id = ${appId}`;
  // Which changes go backwards is decided here, on the distinct pairs of versions (few), not per row.
  const pairs = rowsOf<{ from_value: string; to_value: string; devices: unknown }>(
    await db.execute(sql`
      select from_value, to_value, count(distinct device_id) as devices from device_changes
      where ${ofApp} and field = 'appVersion' and at >= ${since}
      group by 1, 2`),
  ).filter((pair) => isDowngrade(pair.from_value, pair.to_value));
  const downgradeRows =
    pairs.length === 0
      ? []
      : rowsOf<{ device_id: string; from_value: string; to_value: string; at: Date | string }>(
          await db.execute(sql`
            select device_id, from_value, to_value, at from device_changes
            where ${ofApp} and field = 'appVersion' and at >= ${since}
              and (from_value, to_value) in (${pairPredicate(pairs)})
            order by at desc, device_id
            limit ${REGRESSIONS_LISTED}`),
        );
  // Silent: the device's last change, its last beat within the hour after it, and offline since.
  const window = app.onlineWindowSeconds ?? onlineWindowSeconds();
  const silentOf = sql`
    with last_change as (
      select distinct on (device_id) device_id, from_value, to_value, at from device_changes
      where ${ofApp} and field = 'appVersion' and at >= ${since}
      order by device_id, at desc
    )
    select c.device_id, c.from_value, c.to_value, c.at, d.last_seen from last_change c
    join devices d on d.org_id = ${orgOfApp(appId)} and d.app_id = ${appId} and d.device_id = c.device_id
    where d.last_seen <= c.at + ${SILENT_AFTER_MS} * interval '1 millisecond'
      and d.last_seen < now() - ${window} * interval '1 second'`;
  const silentCounts = rowsOf<{ to_value: string; devices: unknown }>(
    await db.execute(sql`select to_value, count(*) as devices from (${silentOf}) silent group by 1`),
  );
  const silentRows = rowsOf<{
    device_id: string;
    from_value: string;
    to_value: string;
    at: Date | string;
    last_seen: Date | string;
  }>(
    await db.execute(
      sql`select * from (${silentOf}) silent order by at desc, device_id limit ${REGRESSIONS_LISTED}`,
    ),
  );

  const perVersion = new Map<string, { downgrades: number; silent: number }>();
  const entry = (version: string) =>
    perVersion.get(version) ?? perVersion.set(version, { downgrades: 0, silent: 0 }).get(version)!;
  if (pairs.length > 0) {
    const left = rowsOf<{ from_value: string; devices: unknown }>(
      await db.execute(sql`
        select from_value, count(distinct device_id) as devices from device_changes
        where ${ofApp} and field = 'appVersion' and at >= ${since} and (from_value, to_value) in (${pairPredicate(pairs)})
        group by 1`),
    );
    for (const row of left) entry(row.from_value).downgrades += Number(row.devices);
  }
  for (const row of silentCounts) entry(row.to_value).silent += Number(row.devices);
  return {
    versions: [...perVersion.entries()]
      .sort(([a], [b]) => compareVersions(b, a))
      .map(([version, counts]) => ({ version, ...counts })),
    downgrades: downgradeRows.map((row) => ({
      deviceId: row.device_id,
      from: row.from_value,
      to: row.to_value,
      at: iso(row.at),
    })),
    silent: silentRows.map((row) => ({
      deviceId: row.device_id,
      from: row.from_value,
      to: row.to_value,
      at: iso(row.at),
      lastSeen: iso(row.last_seen),
    })),
  };
}
