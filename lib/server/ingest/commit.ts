import 'server-only';

import { sql, type SQL } from 'drizzle-orm';

import type { Platform } from '@/lib/api/types';
import type { RateLimit } from '@/lib/server/config';
import { getDb, rowsOf, type Db } from '@/lib/server/db/client';
import { executePrepared } from '@/lib/server/db/prepared';
import type { IngestApp } from '@/lib/server/ingest/app-key-cache';
import { deviceHistoryCtes } from '@/lib/server/ingest/device-history';
import { announceWrittenDevices, writtenDeviceState, type WrittenDevice } from '@/lib/server/live/announce';
import { ATTRIBUTE_MAX_KEYS } from '@/lib/validations/device-labels';
import type { HeartbeatInput } from '@/lib/validations/heartbeat';

/**
 * One group commit: many heartbeats, at most one per device, written by one statement, so that one commit
 * (one WAL flush) acknowledges them all. The device's DEVICE_HEARTBEAT_RATE_LIMIT is counted in the same
 * statement, in the device's own row, which the beat updates anyway: exact across console instances and
 * without a statement of its own. (The app's quota is counted before, group-commit.ts.)
 */
export interface Beat {
  app: IngestApp;
  input: HeartbeatInput;
}

export type BeatOutcome =
  | { status: 'accepted' }
  | { status: 'rate_limited'; retryAfterSeconds: number }
  /** The app was deleted since its key was looked up. */
  | { status: 'app_gone' };

const seconds = (ms: number) => ms / 1000;

export function deviceKey(appId: string, deviceId: string): string {
  return `${appId}\u0000${deviceId}`;
}

/** The device window's update: a new window once the last has ended, one more beat otherwise. */
function deviceWindow(limit: RateLimit | null): { set: SQL; where: SQL } {
  if (!limit) return { set: sql``, where: sql`` };
  const ended = sql`(d.beat_window_ends is null or d.beat_window_ends <= now())`;
  return {
    set: sql`,
      beat_window_count = case when ${ended} then 1 else d.beat_window_count + 1 end,
      beat_window_ends = case when ${ended} then excluded.beat_window_ends else d.beat_window_ends end`,
    where: sql` where ${ended} or d.beat_window_count < ${limit.limit}`,
  };
}

/**
 * A known device's attributes after a beat: the keys it sent set (null removes one), the others kept. A
 * beat that would leave more than ATTRIBUTE_MAX_KEYS keys replaces them with its own instead, so that a
 * device never holds more (docs/product.md, Attributes and tags). A beat without any leaves them alone.
 */
const merged = sql`jsonb_strip_nulls(d.attributes || excluded.attributes)`;
const mergedAttributes = sql`case
  when excluded.attributes = '{}'::jsonb then d.attributes
  when (select count(*) from jsonb_object_keys(${merged})) > ${sql.raw(String(ATTRIBUTE_MAX_KEYS))}
    then jsonb_strip_nulls(excluded.attributes)
  else ${merged} end`;

/**
 * The batch's one statement: creates each device on first sight or updates it (first_seen kept,
 * last_seen = now, details not sent this time kept, the platform sent or else the app's), marks it
 * active in the current UTC hour for the charts, and returns the beats its device's limit let through.
 */
export function upsertStatement(beats: Beat[], limit: RateLimit | null): SQL {
  const rows = beats.map(({ app, input }) => ({
    org_id: app.orgId,
    app_id: app.id,
    device_id: input.deviceId,
    sent_platform: input.platform ?? null,
    app_platform: app.platform satisfies Platform,
    os_version: input.osVersion ?? null,
    model: input.model ?? null,
    sdk_version: input.sdkVersion ?? null,
    app_version: input.appVersion ?? null,
    attributes: input.attributes ?? null,
  }));
  const window = deviceWindow(limit);
  const windowEnds = limit ? sql`now() + make_interval(secs => ${seconds(limit.windowMs)})` : sql`null`;
  return sql`
    with input as (
      select t.* from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(org_id uuid, app_id uuid,
        device_id text, sent_platform text, app_platform text, os_version text, model text, sdk_version text,
        app_version text, attributes jsonb)
      -- Apps deleted since their key was looked up are left out (a lookup by key, as below).
      join lateral (select 1 from apps a where a.org_id = t.org_id and a.id = t.app_id limit 1) a on true
    ),
    -- What each device was before: its platform when none is sent, and whether this hour is new to it.
    known as (
      select i.*, d.platform as known_platform, d.last_seen as known_last_seen,
        -- Before this batch: what the live stream tells of (announce.ts) and the device's history
        -- (device-history.ts): its versions and model.
        d.os_version as known_os_version, d.model as known_model, d.sdk_version as known_sdk_version,
        d.app_version as known_app_version, d.attributes as known_attributes
      from input i
      -- One index lookup per beat, however many devices there are. As a plain join, the planner may
      -- scan every device instead (it guesses 100 input rows), and the prepared statement would then keep
      -- that plan as the table grows; \`limit 1\` (the key is unique) keeps the lookup.
      left join lateral (
        select d.platform, d.last_seen, d.os_version, d.model, d.sdk_version, d.app_version, d.attributes
        from devices d where d.org_id = i.org_id and d.app_id = i.app_id and d.device_id = i.device_id limit 1
      ) d on true
    ),
    upserted as (
      insert into devices as d (org_id, app_id, device_id, platform, os_version, model, sdk_version,
        app_version, attributes, first_seen, last_seen, beat_window_count, beat_window_ends)
      select org_id, app_id, device_id, coalesce(sent_platform, known_platform, app_platform), os_version,
        model, sdk_version, app_version,
        -- A new device's attributes are what it sent, without the keys sent as null; a known device's
        -- carry its nulls to the update below, which removes those keys.
        case when known_last_seen is null then jsonb_strip_nulls(coalesce(attributes, '{}'))
          else coalesce(attributes, '{}') end,
        now(), now(), ${limit ? 1 : 0}, ${windowEnds}
      from known
      -- One order for every batch, so that concurrent batches lock devices in the same order.
      order by org_id, app_id, device_id
      on conflict (org_id, app_id, device_id) do update set
        platform = excluded.platform,
        os_version = coalesce(excluded.os_version, d.os_version),
        model = coalesce(excluded.model, d.model),
        sdk_version = coalesce(excluded.sdk_version, d.sdk_version),
        app_version = coalesce(excluded.app_version, d.app_version),
        attributes = ${mergedAttributes},
        last_seen = excluded.last_seen${window.set}${window.where}
      returning d.org_id, d.app_id, d.device_id, d.os_version, d.model, d.sdk_version, d.app_version,
        d.attributes
    ),
    -- The charts' hourly activity: a row for a device's first beat in each UTC hour.
    activity as (
      insert into device_activity (org_id, app_id, hour, device_id)
      select u.org_id, u.app_id, date_trunc('hour', now(), 'UTC'), u.device_id
      from upserted u join known k on k.app_id = u.app_id and k.device_id = u.device_id
      where k.known_last_seen is null or k.known_last_seen < date_trunc('hour', now(), 'UTC')
      on conflict do nothing
    )${deviceHistoryCtes()}
    select u.app_id, u.device_id, ${writtenDeviceState()}
    from upserted u join known k on k.app_id = u.app_id and k.device_id = u.device_id
      join apps a on a.org_id = u.org_id and a.id = u.app_id`;
}

/** Runs the batch's statement (above), prepared: its planning was a third of a small commit's time. */
async function upsertDevices(
  tx: Db,
  beats: Beat[],
  limit: RateLimit | null,
): Promise<Map<string, WrittenDevice>> {
  const result = await executePrepared(tx, upsertStatement(beats, limit));
  return new Map(rowsOf<WrittenDevice>(result).map((row) => [deviceKey(row.app_id, row.device_id), row]));
}

/** Seconds until each limited device's window ends. */
async function deviceRetryAfter(tx: Db, beats: Beat[]): Promise<Map<string, number>> {
  const keys = beats.map(({ app, input }) => ({
    org_id: app.orgId,
    app_id: app.id,
    device_id: input.deviceId,
  }));
  const rows = rowsOf<{ app_id: string; device_id: string; ms: number | string | null }>(
    await tx.execute(sql`
      select d.app_id, d.device_id, extract(epoch from (d.beat_window_ends - now())) * 1000 as ms
      from devices d
        join jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as t(org_id uuid, app_id uuid, device_id text)
        on d.org_id = t.org_id and d.app_id = t.app_id and d.device_id = t.device_id`),
  );
  return new Map(
    rows.map((row) => [
      deviceKey(row.app_id, row.device_id),
      Math.max(1, Math.ceil(Number(row.ms ?? 0) / 1000)),
    ]),
  );
}

/**
 * Writes the batch (at most one beat per device) in one statement, so one commit, and answers each beat's
 * outcome, in order: accepted (durable once this resolves), refused by its device's limit, or its app gone.
 */
export async function commitBeats(beats: Beat[], deviceLimit: RateLimit | null): Promise<BeatOutcome[]> {
  const db = await getDb();
  const written = await upsertDevices(db, beats, deviceLimit);
  announceWrittenDevices(written.values());
  const limited = beats.filter((beat) => !written.has(deviceKey(beat.app.id, beat.input.deviceId)));
  const retry = limited.length > 0 ? await deviceRetryAfter(db, limited) : new Map<string, number>();
  return beats.map((beat): BeatOutcome => {
    const key = deviceKey(beat.app.id, beat.input.deviceId);
    if (written.has(key)) return { status: 'accepted' };
    const seconds = retry.get(key);
    // No row: the app was deleted meanwhile (a device's limit leaves its row in place).
    return seconds === undefined
      ? { status: 'app_gone' }
      : { status: 'rate_limited', retryAfterSeconds: seconds };
  });
}
