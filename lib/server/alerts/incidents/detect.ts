import 'server-only';

import { sql, type SQL } from 'drizzle-orm';

import {
  announceAfterMaintenance,
  fewestNeeded,
  growOrSettle,
  opened,
  openIncident,
  SEEN_WITHIN,
  thresholdMet,
  type IncidentRule,
  type OpenIncident,
} from '@/lib/server/alerts/incidents/lifecycle';
import { checkRegressions } from '@/lib/server/alerts/incidents/regressions';
import type { RuleScope } from '@/lib/server/alerts/scope';
import type { DbExecutor } from '@/lib/server/audit/record';
import { rowsOf } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';

/**
 * Incidents (docs/product.md, Incidents), one step of the offline check (check.ts) for one app, in its
 * savepoint, before the per-device step. When devices of the rule's scope went offline together (at
 * least the rule's count, or its share of the scope's devices seen in 24 hours, within its window), one
 * incident opens. While it is open, every device of the scope that goes offline joins it (it grows),
 * the devices that come back are marked, and its devices get no device.offline of their own (folded). It
 * resolves when all of them are back, or when no device joined it for INCIDENT_QUIET_SECONDS. Each change
 * is an incident.* webhook event, but an acknowledged incident's growth is recorded without one, and so
 * is everything in a maintenance window (`held`, maintenance.ts) but the end of an incident already sent.
 * Regressions (devices gone back to an older app version together) are regressions.ts's, by the same
 * rule; what both kinds share is lifecycle.ts's.
 */

/** The scope's devices offline now (their last beat older than the app's window), seen in 24 hours. */
function offlineInScope(rule: IncidentRule, scope: RuleScope): SQL {
  return sql`devices.org_id = ${rule.orgId} and devices.app_id = ${rule.appId}
    and devices.last_seen <= now() - make_interval(secs => ${rule.windowSeconds})
    and devices.last_seen > ${SEEN_WITHIN}
    ${scope.condition ? sql`and ${scope.condition}` : sql``}`;
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
  let announcedNow: boolean;
  ({ open, announcedNow } = await announceAfterMaintenance(tx, rule, open, held));
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
  const added = joined.filter((row) => row.added).map((row) => row.offline_at);
  return growOrSettle(tx, rule, open, added, {
    announcedNow,
    held,
    // A device back that went again rejoins without being counted anew: a change all the same.
    changed: back.length + deleted.length + joined.length > 0,
  });
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
  const inScope = Number(counts.in_scope);
  if (!thresholdMet(rule, Number(counts.went), inScope)) return false;
  const needed = fewestNeeded(rule, inScope);

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
        on conflict (org_id, app_id, kind) where status = 'open' do nothing
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
  return opened(tx, rule, incident.id, Number(incident.devices_affected), held);
}

/**
 * The incident step of one app: follows its open incident of each kind, or opens one. An app whose rule
 * has no threshold opens none, but an incident it opened before the thresholds were switched off is
 * still followed to its end; so is a regression's once the rule no longer asks for them. Answers
 * whether an incident of the app changed (the console is told, check.ts).
 */
export async function checkIncidents(
  tx: DbExecutor,
  rule: IncidentRule,
  scope: RuleScope,
  held: boolean,
): Promise<boolean> {
  const open = await openIncident(tx, rule, 'offline');
  const thresholds = rule.incidentThresholdCount !== null || rule.incidentThresholdPercent !== null;
  const offline = open
    ? await follow(tx, rule, scope, open, held)
    : thresholds && (await detect(tx, rule, scope, held));
  // In a savepoint of its own: a regression step that fails (a statement timeout while a long-open
  // incident is followed, say) is logged and tried again next round, and the app's offline incident and
  // alerts go on meanwhile.
  let regression = false;
  try {
    regression = await tx.transaction((savepoint) =>
      checkRegressions(savepoint, rule, scope, held, thresholds && rule.regressionIncidents),
    );
  } catch (error) {
    log().warn(
      { component: 'alerts', appId: rule.appId, err: error },
      'an app’s regressions were not checked',
    );
  }
  return offline || regression;
}

/** Devices of the app's open incident not back yet: the per-device step leaves them out (folded). */
export function inOpenIncident(orgId: string, appId: string, deviceId: SQL): SQL {
  return sql`exists (select 1 from incident_devices i join incidents n on n.org_id = i.org_id and n.id = i.incident_id
    where n.org_id = ${orgId} and n.app_id = ${appId} and n.kind = 'offline' and n.status = 'open'
      and i.device_id = ${deviceId} and i.back_at is null)`;
}
