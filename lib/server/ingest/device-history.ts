import 'server-only';

import { sql, type SQL } from 'drizzle-orm';

import { appWindow } from '@/lib/server/domain/devices/online';

/**
 * The device history's part of the group commit (commit.ts): common table expressions that follow its
 * `known` (each beat's device as it was, with `known_last_seen` and the `known_*` details) and `upserted`
 * (the beats written), so the history costs no statement of its own.
 *
 * Sessions: a beat that comes more than the app's online window after the device's previous beat (or its
 * first beat) opens a session and closes the previous one at that previous beat. A beat within the window
 * writes nothing here: the open session's last beat is the device's `last_seen` (device-page.ts reads it
 * so), which the commit updates anyway. Changes: a model, OS, SDK or app version that differs from the one
 * the device reported before is recorded with both values; so is an attribute added, changed or removed
 * (its value before or after null), by a beat that sent attributes.
 */
export function deviceHistoryCtes(): SQL {
  return sql`,
    history_opened as (
      select u.org_id, u.app_id, u.device_id, k.known_last_seen
      from upserted u
      join known k on k.app_id = u.app_id and k.device_id = u.device_id
      join apps a on a.org_id = u.org_id and a.id = u.app_id
      where k.known_last_seen is null
        or k.known_last_seen < now() - make_interval(secs => ${appWindow(sql`a.online_window_seconds`)})
    ),
    history_closed as (
      update device_sessions s set last_beat_at = o.known_last_seen
      from history_opened o
      where o.known_last_seen is not null and s.org_id = o.org_id and s.app_id = o.app_id
        and s.device_id = o.device_id
        and s.started_at = (select max(p.started_at) from device_sessions p
          where p.org_id = o.org_id and p.app_id = o.app_id and p.device_id = o.device_id)
    ),
    history_sessions as (
      insert into device_sessions (org_id, app_id, device_id, started_at, last_beat_at)
      select org_id, app_id, device_id, now(), now() from history_opened
      order by org_id, app_id, device_id
      on conflict do nothing
    ),
    history_changes as (
      insert into device_changes (org_id, app_id, device_id, field, from_value, to_value, at)
      select u.org_id, u.app_id, u.device_id, c.field, c.from_value, c.to_value, now()
      from upserted u
      join known k on k.app_id = u.app_id and k.device_id = u.device_id
      cross join lateral (values
        ('model', k.known_model, k.model),
        ('osVersion', k.known_os_version, k.os_version),
        ('sdkVersion', k.known_sdk_version, k.sdk_version),
        ('appVersion', k.known_app_version, k.app_version)
      ) as c(field, from_value, to_value)
      where c.from_value is not null and c.to_value is not null and c.from_value <> c.to_value
    ),
    history_attribute_changes as (
      insert into device_changes (org_id, app_id, device_id, field, attribute, from_value, to_value, at)
      select u.org_id, u.app_id, u.device_id, 'attribute', c.key, k.known_attributes ->> c.key,
        u.attributes ->> c.key, now()
      from upserted u
      join known k on k.app_id = u.app_id and k.device_id = u.device_id
      cross join lateral jsonb_object_keys(k.known_attributes || u.attributes) as c(key)
      -- Only beats that sent attributes, to a device seen before; compared as JSON, so 1 and "1" differ.
      where k.attributes is not null and k.attributes <> '{}'::jsonb and k.known_last_seen is not null
        and (k.known_attributes -> c.key) is distinct from (u.attributes -> c.key)
    )`;
}
