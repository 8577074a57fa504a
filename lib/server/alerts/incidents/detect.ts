import 'server-only';

import { sql, type SQL } from 'drizzle-orm';

import type { IncidentEventType, IncidentResolution } from '@/lib/api/contract/incidents';
import { queueIncidentMails, type IncidentMailType } from '@/lib/server/alerts/channels/mails';
import { alertEvent, queueEvent } from '@/lib/server/alerts/events';
import { incidentById } from '@/lib/server/alerts/incidents/read';
import type { RuleScope } from '@/lib/server/alerts/scope';
import type { DbExecutor } from '@/lib/server/audit/record';
import { rowsOf } from '@/lib/server/db/client';

/**
 * Incidents (docs/product.md, Incidents), one step of the offline check (check.ts) for one app, in its
 * savepoint, before the per-device step. When devices of the rule's scope went offline together (at
 * least the rule's count, or its share of the scope's devices seen in 24 hours, within its window), one
 * incident opens. While it is open, every device of the scope that goes offline joins it (it grows),
 * the devices that come back are marked, and its devices get no device.offline of their own (folded). It
 * resolves when all of them are back, or when no device joined it for INCIDENT_QUIET_SECONDS. Each change
 * is an incident.* webhook event, but an acknowledged incident's growth is recorded without one, and so
 * is everything in a maintenance window (`held`, maintenance.ts) but the end of an incident already sent.
 */

/** An open incident no device joined for this long is resolved as `quiet`. */
export const INCIDENT_QUIET_SECONDS = 86_400;

/** Fewer devices than this are never an incident, whatever the share: one device is its own alert. */
export const INCIDENT_MIN_DEVICES = 2;

export interface IncidentRule {
  orgId: string;
  appId: string;
  appName: string;
  windowSeconds: number;
  incidentThresholdPercent: number | null;
  incidentThresholdCount: number | null;
  incidentWindowSeconds: number;
}

interface OpenIncident {
  id: string;
  started_at: Date | string;
  last_offline_at: Date | string;
  acknowledged: boolean;
  /** Its opening was sent: its later events are sent too (not so for one opened in a maintenance window). */
  announced: boolean;
}

const SEEN_WITHIN = sql`now() - interval '24 hours'`;

/** The scope's devices offline now (their last beat older than the app's window), seen in 24 hours. */
function offlineInScope(rule: IncidentRule, scope: RuleScope): SQL {
  return sql`devices.org_id = ${rule.orgId} and devices.app_id = ${rule.appId}
    and devices.last_seen <= now() - make_interval(secs => ${rule.windowSeconds})
    and devices.last_seen > ${SEEN_WITHIN}
    ${scope.condition ? sql`and ${scope.condition}` : sql``}`;
}

async function timeline(
  tx: DbExecutor,
  rule: IncidentRule,
  incidentId: string,
  type: IncidentEventType,
  details: { devicesAffected?: number; endpoints?: number; resolution?: IncidentResolution } = {},
): Promise<void> {
  await tx.execute(sql`
    insert into incident_events (org_id, incident_id, type, devices_affected, endpoints, resolution)
    values (${rule.orgId}, ${incidentId}, ${type}, ${details.devicesAffected ?? null},
      ${details.endpoints ?? null}, ${details.resolution ?? null})`);
}

/** Queues the incident's event for the app's endpoints, and records on its timeline whom it notified. */
async function announce(tx: DbExecutor, rule: IncidentRule, incidentId: string, type: IncidentMailType) {
  const incident = await incidentById(tx, rule.orgId, incidentId);
  const queued = await queueEvent(tx, alertEvent(rule.appId, type, incident));
  if (queued.length > 0) await timeline(tx, rule, incidentId, 'notified', { endpoints: queued.length });
  // And by email to the members of the rule's channels (sent after the check, channels/mails.ts).
  await queueIncidentMails(tx, rule, incidentId, type);
}

async function resolve(
  tx: DbExecutor,
  rule: IncidentRule,
  open: OpenIncident,
  resolution: IncidentResolution,
) {
  await tx.execute(sql`
    update incidents set status = 'resolved', resolved_at = now(), resolution = ${resolution}
    where org_id = ${rule.orgId} and id = ${open.id}`);
  await timeline(tx, rule, open.id, 'resolved', { resolution });
  // Its receivers were told it opened: they are told it ended, maintenance or not.
  if (open.announced) await announce(tx, rule, open.id, 'incident.resolved');
}

/**
 * An open incident: marks who came back, adds who went since it started, resolves it when it is over.
 * Answers whether anything of it changed.
 */
async function follow(
  tx: DbExecutor,
  rule: IncidentRule,
  scope: RuleScope,
  open: OpenIncident,
  held: boolean,
): Promise<boolean> {
  // Opened in a maintenance window that has ended, and still going on: announced now, like the alerts
  // the window held (what still holds when it ends is sent then); followed as any other from here.
  let announcedNow = false;
  if (!open.announced && !held) {
    await tx.execute(
      sql`update incidents set announced = true where org_id = ${rule.orgId} and id = ${open.id}`,
    );
    open = { ...open, announced: true };
    announcedNow = true;
  }
  // Back: any beat after the one it went with. A device deleted meanwhile is not waited for either.
  const back = rowsOf<{ device_id: string }>(
    await tx.execute(sql`
      update incident_devices i set back_at = now()
      from devices
      where i.org_id = ${rule.orgId} and i.incident_id = ${open.id} and i.back_at is null
        and devices.org_id = i.org_id and devices.app_id = ${rule.appId} and devices.device_id = i.device_id
        and devices.last_seen > i.last_seen
      returning i.device_id`),
  );
  const deleted = rowsOf<{ device_id: string }>(
    await tx.execute(sql`
      update incident_devices i set back_at = now()
      where i.org_id = ${rule.orgId} and i.incident_id = ${open.id} and i.back_at is null
        and not exists (select 1 from devices where devices.org_id = i.org_id
          and devices.app_id = ${rule.appId} and devices.device_id = i.device_id)
      returning i.device_id`),
  );

  // Joined: offline since the incident started; one that came back and went again is offline again
  // (not a new device of it).
  const joined = rowsOf<{ added: boolean; offline_at: Date | string }>(
    await tx.execute(sql`
      insert into incident_devices (org_id, incident_id, device_id, last_seen)
      select devices.org_id, ${open.id}, devices.device_id, devices.last_seen from devices
      where ${offlineInScope(rule, scope)}
        and devices.last_seen + make_interval(secs => ${rule.windowSeconds}) >= ${new Date(open.started_at).toISOString()}::timestamptz
      on conflict (org_id, incident_id, device_id) do update
        set last_seen = excluded.last_seen, back_at = null
        where incident_devices.back_at is not null and excluded.last_seen > incident_devices.last_seen
      returning (xmax = 0) as added, last_seen + make_interval(secs => ${rule.windowSeconds}) as offline_at`),
  );
  const added = joined.filter((row) => row.added);
  if (added.length > 0) {
    const latest = new Date(Math.max(...added.map((row) => new Date(row.offline_at).getTime())));
    const [grown] = rowsOf<{ devices_affected: number }>(
      await tx.execute(sql`
        update incidents set devices_affected = devices_affected + ${added.length},
          last_offline_at = greatest(last_offline_at, ${latest.toISOString()}::timestamptz)
        where org_id = ${rule.orgId} and id = ${open.id} returning devices_affected`),
    );
    await timeline(tx, rule, open.id, 'grew', { devicesAffected: Number(grown.devices_affected) });
    // Acknowledged: someone is on it, and the notifications stop repeating until it resolves. In a
    // maintenance window (or opened in one), its growth is recorded only.
    if (announcedNow) await announce(tx, rule, open.id, 'incident.opened');
    else if (!open.acknowledged && !held && open.announced)
      await announce(tx, rule, open.id, 'incident.updated');
    return true;
  }

  const [{ offline }] = rowsOf<{ offline: number }>(
    await tx.execute(sql`select count(*)::int as offline from incident_devices
      where org_id = ${rule.orgId} and incident_id = ${open.id} and back_at is null`),
  );
  const quietSince = new Date(open.last_offline_at).getTime();
  const over =
    Number(offline) === 0
      ? 'returned'
      : Date.now() - quietSince >= INCIDENT_QUIET_SECONDS * 1000
        ? 'quiet'
        : null;
  // Its devices all came back as the window ended: nothing to announce any more.
  if (announcedNow && over === null) await announce(tx, rule, open.id, 'incident.opened');
  if (over !== null) {
    if (announcedNow) {
      await tx.execute(
        sql`update incidents set announced = false where org_id = ${rule.orgId} and id = ${open.id}`,
      );
      open = { ...open, announced: false };
    }
    await resolve(tx, rule, open, over);
    return true;
  }
  return announcedNow || back.length + deleted.length > 0;
}

/**
 * No open incident: opens one when the rule's threshold is met within its window; answers whether it
 * did. In a maintenance window (`held`) it is recorded as opened during maintenance, and never sent.
 */
async function detect(tx: DbExecutor, rule: IncidentRule, scope: RuleScope, held: boolean): Promise<boolean> {
  const went = sql`${offlineInScope(rule, scope)}
    and devices.last_seen > now() - make_interval(secs => ${rule.windowSeconds + rule.incidentWindowSeconds})`;
  const [counts] = rowsOf<{ went: number; in_scope: number }>(
    await tx.execute(sql`
      select count(*) filter (where ${went})::int as went, count(*)::int as in_scope from devices
      where devices.org_id = ${rule.orgId} and devices.app_id = ${rule.appId}
        and devices.last_seen > ${SEEN_WITHIN}
        ${scope.condition ? sql`and ${scope.condition}` : sql``}`),
  );
  const wentCount = Number(counts.went);
  const inScope = Number(counts.in_scope);
  const byCount = rule.incidentThresholdCount !== null && wentCount >= rule.incidentThresholdCount;
  const byShare =
    rule.incidentThresholdPercent !== null && wentCount * 100 >= rule.incidentThresholdPercent * inScope;
  if (wentCount < INCIDENT_MIN_DEVICES || !(byCount || byShare)) return false;
  // The fewest devices that open it, checked again in the statement that opens it: beats committed
  // meanwhile may have brought some back.
  const needed = Math.max(
    INCIDENT_MIN_DEVICES,
    Math.min(
      rule.incidentThresholdCount ?? Number.POSITIVE_INFINITY,
      rule.incidentThresholdPercent === null
        ? Number.POSITIVE_INFINITY
        : Math.ceil((rule.incidentThresholdPercent * inScope) / 100),
    ),
  );

  // One statement: the devices counted, the incident's figures and its rows are one set, whatever
  // heartbeats commit meanwhile.
  const [incident] = rowsOf<{ id: string; devices_affected: number }>(
    await tx.execute(sql`
      with went as materialized (
        select devices.org_id, devices.device_id, devices.last_seen from devices where ${went}
      ), opened as (
        insert into incidents (org_id, app_id, view_id, view_name, devices_affected, devices_in_scope,
          started_at, last_offline_at, during_maintenance, announced)
        select ${rule.orgId}, ${rule.appId}, ${scope.view?.id ?? null}, ${scope.view?.name ?? null},
          count(*), ${inScope}, min(last_seen) + make_interval(secs => ${rule.windowSeconds}),
          max(last_seen) + make_interval(secs => ${rule.windowSeconds}), ${held}, ${!held}
        from went having count(*) >= ${needed}
        on conflict (org_id, app_id) where status = 'open' do nothing
        returning id, devices_affected
      ), held_devices as (
        insert into incident_devices (org_id, incident_id, device_id, last_seen)
        select went.org_id, opened.id, went.device_id, went.last_seen from went, opened
      )
      select id, devices_affected from opened`),
  );
  // Another round opened it first (the check's lock makes that rare), or its devices came back
  // meanwhile: it is seen to next round.
  if (!incident) return false;
  await timeline(tx, rule, incident.id, 'opened', { devicesAffected: Number(incident.devices_affected) });
  if (!held) await announce(tx, rule, incident.id, 'incident.opened');
  return true;
}

/**
 * The incident step of one app: follows its open incident, or opens one. An app whose rule has no
 * threshold opens none, but an incident it opened before the thresholds were switched off is still
 * followed to its end. Answers whether an incident of the app changed (the console is told, check.ts).
 */
export async function checkIncidents(
  tx: DbExecutor,
  rule: IncidentRule,
  scope: RuleScope,
  held: boolean,
): Promise<boolean> {
  const [open] = rowsOf<OpenIncident>(
    await tx.execute(sql`
      select id, started_at, last_offline_at, acknowledged_at is not null as acknowledged, announced
      from incidents
      where org_id = ${rule.orgId} and app_id = ${rule.appId} and status = 'open' for update`),
  );
  if (open) return follow(tx, rule, scope, open, held);
  if (rule.incidentThresholdCount === null && rule.incidentThresholdPercent === null) return false;
  return detect(tx, rule, scope, held);
}

/** Devices of the app's open incident not back yet: the per-device step leaves them out (folded). */
export function inOpenIncident(orgId: string, appId: string, deviceId: SQL): SQL {
  return sql`exists (select 1 from incident_devices i join incidents n on n.org_id = i.org_id and n.id = i.incident_id
    where n.org_id = ${orgId} and n.app_id = ${appId} and n.status = 'open'
      and i.device_id = ${deviceId} and i.back_at is null)`;
}
