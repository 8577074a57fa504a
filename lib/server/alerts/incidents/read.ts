import 'server-only';

import { sql } from 'drizzle-orm';

import type {
  Incident,
  IncidentDetail,
  IncidentKind,
  IncidentResolution,
  IncidentStatus,
} from '@/lib/api/contract/incidents';
import type { IncidentsQuery } from '@/lib/server/alerts/incidents/params';
import type { DbExecutor } from '@/lib/server/audit/record';
import { getDb, rowsOf } from '@/lib/server/db/client';
import { isUuid } from '@/lib/server/domain/access';
import { appWindow } from '@/lib/server/domain/devices/online';
import { ApiError } from '@/lib/server/http/api-error';
import { encodeCursor } from '@/lib/server/http/cursor';

/** How many incidents a list answers, newest first, and how many devices a detail lists. */
export const INCIDENT_LIST_LIMIT = 100;
export const INCIDENT_DEVICES_LISTED = 100;

interface IncidentDbRow {
  id: string;
  kind: IncidentKind;
  status: IncidentStatus;
  app_id: string;
  app_name: string;
  view_id: string | null;
  view_name: string | null;
  devices_affected: number;
  devices_offline: number;
  devices_in_scope: number;
  started_at: Date | string;
  last_offline_at: Date | string;
  resolved_at: Date | string | null;
  resolution: IncidentResolution | null;
  ack_id: string | null;
  ack_name: string | null;
  ack_email: string | null;
  acknowledged_at: Date | string | null;
  during_maintenance: boolean;
  cursor_time: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

const SELECT = sql`
  select i.id, i.kind, i.status, i.app_id, a.name as app_name, i.view_id, i.view_name, i.devices_affected,
    (select count(*)::int from incident_devices d
      where d.org_id = i.org_id and d.incident_id = i.id and d.back_at is null) as devices_offline,
    i.devices_in_scope, i.started_at, i.last_offline_at, i.resolved_at, i.resolution,
    u.id as ack_id, u.name as ack_name, u.email as ack_email, i.acknowledged_at,
    i.during_maintenance,
    -- The start to the microsecond, for the list's cursor (a Date keeps milliseconds only).
    to_char(i.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_time
  from incidents i
  join apps a on a.org_id = i.org_id and a.id = i.app_id
  left join users u on u.id = i.acknowledged_by`;

function incidentOf(row: IncidentDbRow): Incident {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    scope: { appId: row.app_id, appName: row.app_name, viewId: row.view_id, viewName: row.view_name },
    devicesAffected: Number(row.devices_affected),
    devicesOffline: Number(row.devices_offline),
    devicesInScope: Number(row.devices_in_scope),
    startedAt: iso(row.started_at),
    lastOfflineAt: iso(row.last_offline_at),
    resolvedAt: isoOrNull(row.resolved_at),
    resolution: row.resolution,
    acknowledgedBy:
      row.ack_id === null ? null : { id: row.ack_id, name: row.ack_name ?? '', email: row.ack_email ?? '' },
    acknowledgedAt: isoOrNull(row.acknowledged_at),
    duringMaintenance: Boolean(row.during_maintenance),
  };
}

const incidentNotFound = () => new ApiError(404, 'not_found', 'Incident not found');

/**
 * The app of incident `id`, whatever its organisation, or a nil id when there is none (or `id` is not
 * one): what a token restricted to an app is checked against (the call is then refused as about
 * another app, 404). Nothing else is read before the caller is checked.
 */
export async function incidentAppId(id: string): Promise<string> {
  if (!isUuid(id)) return NIL_UUID;
  const db = await getDb();
  const [row] = rowsOf<{ app_id: string }>(
    await db.execute(sql`select app_id from incidents where id = ${id}`),
  );
  return row?.app_id ?? NIL_UUID;
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** One incident of the organisation, as answered and as its webhook events carry it; 404 otherwise. */
export async function incidentById(tx: DbExecutor, orgId: string, id: string): Promise<Incident> {
  const [row] = rowsOf<IncidentDbRow>(
    await tx.execute(sql`${SELECT} where i.org_id = ${orgId} and i.id = ${id}`),
  );
  if (!row) throw incidentNotFound();
  return incidentOf(row);
}

/**
 * The organisation's incidents, newest first (open or resolved ones only, when asked), a page of
 * INCIDENT_LIST_LIMIT at a time: `nextCursor` goes on from the last one (null on the last page).
 */
export async function listIncidents(
  orgId: string,
  filter: IncidentsQuery,
): Promise<{ data: Incident[]; nextCursor: string | null }> {
  const db = await getDb();
  const rows = rowsOf<IncidentDbRow>(
    await db.execute(sql`${SELECT} where i.org_id = ${orgId}
      ${filter.status ? sql`and i.status = ${filter.status}` : sql``}
      ${filter.appId ? sql`and i.app_id = ${filter.appId}` : sql``}
      ${
        filter.cursor
          ? sql`and (i.started_at, i.id) < (${filter.cursor[0]}::timestamptz, ${filter.cursor[1]}::uuid)`
          : sql``
      }
      order by i.started_at desc, i.id desc limit ${INCIDENT_LIST_LIMIT + 1}`),
  );
  const page = rows.slice(0, INCIDENT_LIST_LIMIT);
  const last = page.at(-1);
  return {
    data: page.map(incidentOf),
    nextCursor: rows.length > INCIDENT_LIST_LIMIT && last ? encodeCursor([last.cursor_time, last.id]) : null,
  };
}

/** One incident with its timeline and its first devices. */
export async function getIncident(orgId: string, id: string): Promise<IncidentDetail> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const incident = await incidentById(tx, orgId, id);
    const timeline = rowsOf<{
      type: IncidentDetail['timeline'][number]['type'];
      at: Date | string;
      actor_id: string | null;
      actor_name: string | null;
      actor_email: string | null;
      devices_affected: number | null;
      endpoints: number | null;
      resolution: IncidentResolution | null;
    }>(
      await tx.execute(sql`
        select e.type, e.at, u.id as actor_id, u.name as actor_name, u.email as actor_email,
          e.devices_affected, e.endpoints, e.resolution
        from incident_events e left join users u on u.id = e.actor_id
        where e.org_id = ${orgId} and e.incident_id = ${id}
        order by e.at, e.id`),
    );
    const devices = rowsOf<{
      device_id: string;
      offline_at: Date | string;
      back_at: Date | string | null;
      from_version: string | null;
      to_version: string | null;
    }>(
      // Offline: its last beat plus the online window; a regression: when it went back (regressions.ts).
      await tx.execute(sql`
        select d.device_id, d.back_at, d.from_version, d.to_version,
          case when i.kind = 'regression' then d.last_seen
            else d.last_seen + make_interval(secs => ${appWindow(sql`a.online_window_seconds`)}) end as offline_at
        from incident_devices d
        join incidents i on i.org_id = d.org_id and i.id = d.incident_id
        join apps a on a.org_id = i.org_id and a.id = i.app_id
        where d.org_id = ${orgId} and d.incident_id = ${id}
        order by d.last_seen, d.device_id limit ${INCIDENT_DEVICES_LISTED}`),
    );
    return {
      ...incident,
      timeline: timeline.map((event) => ({
        type: event.type,
        at: iso(event.at),
        actor:
          event.actor_id === null
            ? null
            : { id: event.actor_id, name: event.actor_name ?? '', email: event.actor_email ?? '' },
        devicesAffected: event.devices_affected === null ? null : Number(event.devices_affected),
        endpoints: event.endpoints === null ? null : Number(event.endpoints),
        resolution: event.resolution,
      })),
      devices: devices.map((device) => ({
        deviceId: device.device_id,
        offlineAt: iso(device.offline_at),
        backAt: isoOrNull(device.back_at),
        fromVersion: device.from_version,
        toVersion: device.to_version,
      })),
    };
  });
}
