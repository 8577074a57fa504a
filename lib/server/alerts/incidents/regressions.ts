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
import type { RuleScope } from '@/lib/server/alerts/scope';
import type { DbExecutor } from '@/lib/server/audit/record';
import { rowsOf } from '@/lib/server/db/client';
import { compareVersions, isDowngrade } from '@/lib/versions/compare';

/**
 * Regression incidents (docs/product.md, Incidents), the second half of the incident step (detect.ts)
 * for an app whose rule asks for them: when devices of the rule's scope went back to an older app
 * version together (the rule's count, or its share of the scope's devices seen in 24 hours, within its
 * window), one incident of kind `regression` opens: a release that fails and falls back. While it is
 * open, every device of the scope that goes back joins it; a device is back once it runs the version it
 * left, or a newer one. It resolves when all are back, or when none joined for a day. Its events,
 * emails and maintenance windows are an offline incident's (lifecycle.ts).
 */

/**
 * The pairs of app versions (from, to) the app's devices changed between since `since` that go
 * backwards, as a condition on `c` (a device_changes row); null when none does. Which pairs go
 * backwards is decided on the distinct pairs (few), as the regressions figures do (domain/versions.ts).
 */
async function downgradesSince(tx: DbExecutor, rule: IncidentRule, since: SQL): Promise<SQL | null> {
  const pairs = rowsOf<{ from_value: string; to_value: string }>(
    await tx.execute(sql`
      select from_value, to_value from device_changes
      where org_id = ${rule.orgId} and app_id = ${rule.appId} and field = 'appVersion' and at > ${since}
      group by 1, 2`),
  ).filter((pair) => isDowngrade(pair.from_value, pair.to_value));
  if (pairs.length === 0) return null;
  return sql`(c.from_value, c.to_value) in (${sql.join(
    pairs.map((pair) => sql`(${pair.from_value}, ${pair.to_value})`),
    sql`, `,
  )})`;
}

/**
 * The devices of the scope (seen in 24 hours) whose latest app version change since `since` went
 * backwards, so that they still run the older version: each with the versions and when.
 */
function wentBack(rule: IncidentRule, scope: RuleScope, since: SQL, downgrade: SQL): SQL {
  return sql`
    select devices.org_id, latest.device_id, latest.from_value, latest.to_value, latest.at
    from (
      select distinct on (c.device_id) c.device_id, c.from_value, c.to_value, c.at, ${downgrade} as downgrade
      from device_changes c
      where c.org_id = ${rule.orgId} and c.app_id = ${rule.appId} and c.field = 'appVersion' and c.at > ${since}
      order by c.device_id, c.at desc
    ) latest
    join devices on devices.org_id = ${rule.orgId} and devices.app_id = ${rule.appId}
      and devices.device_id = latest.device_id
    where latest.downgrade and devices.last_seen > ${SEEN_WITHIN}
      ${scope.condition ? sql`and ${scope.condition}` : sql``}`;
}

/** No open regression incident: opens one when the rule's threshold is met within its window. */
async function detectRegression(
  tx: DbExecutor,
  rule: IncidentRule,
  scope: RuleScope,
  held: boolean,
): Promise<boolean> {
  const since = sql`now() - make_interval(secs => ${rule.incidentWindowSeconds})`;
  const downgrade = await downgradesSince(tx, rule, since);
  if (downgrade === null) return false;
  const [counts] = rowsOf<{ went: number; in_scope: number }>(
    await tx.execute(sql`
      select (select count(*)::int from (${wentBack(rule, scope, since, downgrade)}) went) as went,
        (select count(*)::int from devices where devices.org_id = ${rule.orgId}
          and devices.app_id = ${rule.appId} and devices.last_seen > ${SEEN_WITHIN}
          ${scope.condition ? sql`and ${scope.condition}` : sql``}) as in_scope`),
  );
  const inScope = Number(counts.in_scope);
  if (!thresholdMet(rule, Number(counts.went), inScope)) return false;

  // One statement, as an offline incident opens (detect.ts).
  const [incident] = rowsOf<{ id: string; devices_affected: number }>(
    await tx.execute(sql`
      with went as materialized (${wentBack(rule, scope, since, downgrade)}),
      opened as (
        insert into incidents (org_id, app_id, kind, view_id, view_name, devices_affected, devices_in_scope,
          started_at, last_offline_at, during_maintenance, announced)
        select ${rule.orgId}, ${rule.appId}, 'regression', ${scope.view?.id ?? null},
          ${scope.view?.name ?? null}, count(*), ${inScope}, min(at), max(at), ${held}, ${!held}
        from went having count(*) >= ${fewestNeeded(rule, inScope)}
        on conflict (org_id, app_id, kind) where status = 'open' do nothing
        returning id, devices_affected
      ), held_devices as (
        insert into incident_devices (org_id, incident_id, device_id, last_seen, from_version, to_version)
        select went.org_id, opened.id, went.device_id, went.at, went.from_value, went.to_value from went, opened
      )
      select id, devices_affected from opened`),
  );
  if (!incident) return false;
  return opened(tx, rule, incident.id, Number(incident.devices_affected), held);
}

/**
 * Its devices back on the version they left or a newer one (or deleted) are marked; those of the scope
 * gone back since it started join it (one back and gone back again is in it again).
 */
async function followRegression(
  tx: DbExecutor,
  rule: IncidentRule,
  scope: RuleScope,
  open: OpenIncident,
  held: boolean,
): Promise<boolean> {
  let announcedNow: boolean;
  ({ open, announcedNow } = await announceAfterMaintenance(tx, rule, open, held));
  // Only a device whose version changed since it went back can be back: those are read, not all.
  const moved = rowsOf<{
    device_id: string;
    from_version: string;
    app_version: string | null;
    gone: boolean;
  }>(
    await tx.execute(sql`
      select i.device_id, i.from_version, d.app_version, d.device_id is null as gone
      from incident_devices i
      left join devices d on d.org_id = i.org_id and d.app_id = ${rule.appId} and d.device_id = i.device_id
      where i.org_id = ${rule.orgId} and i.incident_id = ${open.id} and i.back_at is null
        and (d.device_id is null or d.app_version is distinct from i.to_version)`),
  );
  const back = moved
    .filter(
      (row) =>
        row.gone || (row.app_version !== null && compareVersions(row.app_version, row.from_version) >= 0),
    )
    .map((row) => row.device_id);
  if (back.length > 0)
    await tx.execute(sql`
      update incident_devices set back_at = now()
      where org_id = ${rule.orgId} and incident_id = ${open.id}
        and device_id in (${sql.join(
          back.map((id) => sql`${id}`),
          sql`, `,
        )})`);

  const since = sql`${new Date(open.started_at).toISOString()}::timestamptz`;
  const downgrade = await downgradesSince(tx, rule, since);
  const joined =
    downgrade === null
      ? []
      : rowsOf<{ added: boolean; at: Date | string }>(
          await tx.execute(sql`
            insert into incident_devices (org_id, incident_id, device_id, last_seen, from_version, to_version)
            select went.org_id, ${open.id}, went.device_id, went.at, went.from_value, went.to_value
            from (${wentBack(rule, scope, since, downgrade)}) went
            on conflict (org_id, incident_id, device_id) do update
              set last_seen = excluded.last_seen, from_version = excluded.from_version,
                to_version = excluded.to_version, back_at = null
              where incident_devices.back_at is not null and excluded.last_seen > incident_devices.last_seen
            returning (xmax = 0) as added, last_seen as at`),
        );
  const added = joined.filter((row) => row.added).map((row) => row.at);
  return growOrSettle(tx, rule, open, added, {
    announcedNow,
    held,
    // A device back that went back again rejoins without being counted anew: a change all the same.
    changed: back.length + joined.length > 0,
  });
}

/**
 * The regression half of an app's incident step: follows its open regression incident, or opens one
 * when `wanted` (the rule asks for them and has a threshold). Answers whether one changed.
 */
export async function checkRegressions(
  tx: DbExecutor,
  rule: IncidentRule,
  scope: RuleScope,
  held: boolean,
  wanted: boolean,
): Promise<boolean> {
  const open = await openIncident(tx, rule, 'regression');
  if (open) return followRegression(tx, rule, scope, open, held);
  return wanted && detectRegression(tx, rule, scope, held);
}
