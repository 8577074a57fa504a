import 'server-only';

import { sql, type SQL } from 'drizzle-orm';

import type { AlertEventType } from '@/lib/api/contract/alerts';
import { alertEvent, DIGEST_DEVICE_LIMIT, queueEvent } from '@/lib/server/alerts/events';
import { checkIncidents, inOpenIncident } from '@/lib/server/alerts/incidents/detect';
import { activeMaintenance } from '@/lib/server/alerts/maintenance';
import { ruleScope, type RuleScope } from '@/lib/server/alerts/scope';
import type { DbExecutor } from '@/lib/server/audit/record';
import { getDb, rowsOf } from '@/lib/server/db/client';
import { alertRules } from '@/lib/server/db/schema';
import { ofApp } from '@/lib/server/db/tenant';
import { appWindow } from '@/lib/server/domain/devices/online';
import { publish } from '@/lib/server/live/bus';
import { log } from '@/lib/server/log';

/**
 * The offline check, every ALERT_CHECK_SECONDS on every instance. It runs in one transaction that
 * first takes a transaction-level advisory lock: with several instances on one PostgreSQL, one runs the
 * round and the others skip it. What was announced is kept in alert_device_states and alert_rules, and
 * the events are queued in the same transaction, so each change of state is announced exactly once.
 * A device is offline when its last heartbeat is older than its app's online window; the rule's "offline
 * longer than N" counts from the end of that window. Devices silent for more than a day past the rule
 * are not announced (a rule switched on does not report a fleet's long-gone devices). Each round
 * sends at most one digest per rule and kind, whatever the number of devices. Devices that go offline
 * together open one incident instead (incidents/detect.ts), which holds their per-device alerts.
 */
const CHECK_LOCK_ID = 4_242_030;
const SEEN_WITHIN = "interval '24 hours'";

type RuleRow = typeof alertRules.$inferSelect & { appName: string; windowSeconds: number; snoozed: boolean };
interface DeviceSeen {
  device_id: string;
  last_seen: Date | string;
}

function digest(rows: DeviceSeen[], extra: Record<string, unknown>) {
  const devices = rows
    .slice(0, DIGEST_DEVICE_LIMIT)
    .map((row) => ({ deviceId: row.device_id, lastSeen: new Date(row.last_seen).toISOString() }));
  return { ...extra, count: rows.length, devices, truncated: rows.length > devices.length };
}

async function raise(tx: DbExecutor, rule: RuleRow, type: AlertEventType, data: Record<string, unknown>) {
  await queueEvent(tx, alertEvent(rule.appId, type, { appName: rule.appName, ...data }));
}

const ruleApp = (rule: RuleRow) => ({ orgId: rule.orgId, id: rule.appId });

const cooledDown = (since: Date | null, cooldownSeconds: number) =>
  !since || Date.now() - since.getTime() >= cooldownSeconds * 1000;

/**
 * The per-device rule: device.online for the devices announced that came back, device.offline for those
 * silent past the rule. `held`: the devices of views in a maintenance window, whose going offline waits.
 */
async function checkDevices(
  tx: DbExecutor,
  rule: RuleRow,
  windowSeconds: number,
  held: readonly SQL[],
): Promise<void> {
  const app = rule.appId;
  const org = rule.orgId;
  // Back (any beat after the one the announcement counted from, even a blip that came and went since
  // the last round: it is then announced gone again below, after this), or deleted: their announcement
  // is over.
  const back = rowsOf<DeviceSeen>(
    await tx.execute(sql`
      delete from alert_device_states s using devices d
      where s.org_id = ${org} and s.app_id = ${app}
        and d.org_id = s.org_id and d.app_id = s.app_id and d.device_id = s.device_id
        and d.last_seen > s.last_seen
      returning s.device_id, d.last_seen`),
  );
  await tx.execute(sql`delete from alert_device_states s where s.org_id = ${org} and s.app_id = ${app}
    and not exists (select 1 from devices d
      where d.org_id = s.org_id and d.app_id = s.app_id and d.device_id = s.device_id)`);
  if (back.length > 0) await raise(tx, rule, 'device.online', digest(back, {}));

  if (rule.offlineAfterSeconds === null || !cooledDown(rule.offlineDigestAt, rule.cooldownSeconds)) return;
  const silentFor = windowSeconds + rule.offlineAfterSeconds;
  const gone = rowsOf<DeviceSeen>(
    await tx.execute(sql`
      with fresh as (
        select d.device_id, d.last_seen from devices d
        where d.org_id = ${org} and d.app_id = ${app}
          and d.last_seen <= now() - make_interval(secs => ${silentFor})
          and d.last_seen > now() - make_interval(secs => ${silentFor}) - ${sql.raw(SEEN_WITHIN)}
          and not exists (select 1 from alert_device_states s
            where s.org_id = d.org_id and s.app_id = d.app_id and s.device_id = d.device_id)
          and not ${inOpenIncident(org, app, sql`d.device_id`)}
          ${
            held.length > 0
              ? sql`and not exists (select 1 from devices where devices.org_id = d.org_id and devices.app_id = d.app_id
                  and devices.device_id = d.device_id and (${sql.join([...held], sql` or `)}))`
              : sql``
          }
      ), added as (
        insert into alert_device_states (org_id, app_id, device_id, last_seen)
        select ${org}, ${app}, device_id, last_seen from fresh
        on conflict do nothing returning device_id
      )
      select fresh.device_id, fresh.last_seen from fresh join added using (device_id)
      order by fresh.last_seen, fresh.device_id`),
  );
  if (gone.length === 0) return;
  await raise(tx, rule, 'device.offline', digest(gone, { offlineAfterSeconds: rule.offlineAfterSeconds }));
  await tx
    .update(alertRules)
    .set({ offlineDigestAt: sql`now()` })
    .where(ofApp(alertRules, ruleApp(rule)));
}

async function checkShare(
  tx: DbExecutor,
  rule: RuleRow,
  windowSeconds: number,
  scope: RuleScope,
): Promise<void> {
  const percent = rule.offlineSharePercent;
  if (percent === null) return;
  const [counts] = rowsOf<{ seen: number; offline: number }>(
    await tx.execute(sql`
      select count(*)::int as seen,
        count(*) filter (where last_seen <= now() - make_interval(secs => ${windowSeconds}))::int as offline
      from devices where org_id = ${rule.orgId} and app_id = ${rule.appId} and last_seen > now() - ${sql.raw(SEEN_WITHIN)}
        ${scope.condition ? sql`and ${scope.condition}` : sql``}`),
  );
  const above = counts.seen > 0 && counts.offline * 100 > percent * counts.seen;
  const data = {
    offlineSharePercent: percent,
    offline: counts.offline,
    seen: counts.seen,
    ...(scope.view ? { view: scope.view } : {}),
  };
  if (above && !rule.shareAlerting && cooledDown(rule.shareAlertAt, rule.cooldownSeconds)) {
    await raise(tx, rule, 'app.offline_share', data);
    await tx
      .update(alertRules)
      .set({ shareAlerting: true, shareAlertAt: sql`now()` })
      .where(ofApp(alertRules, ruleApp(rule)));
  } else if (!above && rule.shareAlerting) {
    await raise(tx, rule, 'app.recovered', data);
    await tx
      .update(alertRules)
      .set({ shareAlerting: false })
      .where(ofApp(alertRules, ruleApp(rule)));
  }
}

/**
 * Waits for a round of the check that is running to end, and holds the next ones (they skip) until the
 * caller's transaction ends: for a change that would otherwise lock against a round in the opposite
 * order (deleting a channel that rules list: endpoints.ts).
 */
export async function holdAlertCheck(tx: DbExecutor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHECK_LOCK_ID})`);
}

/** One round of the check; answers false when another instance holds it. */
export async function runAlertCheck(): Promise<boolean> {
  const db = await getDb();
  // The apps whose incidents changed: their consoles are told once the round is committed.
  const changed: string[] = [];
  const ran = await db.transaction(async (tx) => {
    const [{ locked }] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${CHECK_LOCK_ID}) as locked`),
    );
    if (!locked) return false;
    const rules = rowsOf<RuleRow>(
      await tx.execute(sql`
        select r.org_id as "orgId", r.app_id as "appId", a.name as "appName", ${appWindow(sql`a.online_window_seconds`)} as "windowSeconds",
          r.offline_after_seconds as "offlineAfterSeconds", r.offline_share_percent as "offlineSharePercent",
          r.offline_share_view_id as "offlineShareViewId",
          r.cooldown_seconds as "cooldownSeconds", r.offline_digest_at as "offlineDigestAt",
          r.share_alerting as "shareAlerting", r.share_alert_at as "shareAlertAt",
          coalesce(r.snoozed_until > now(), false) as "snoozed",
          r.incident_threshold_percent as "incidentThresholdPercent",
          r.incident_threshold_count as "incidentThresholdCount",
          r.incident_window_seconds as "incidentWindowSeconds",
          r.regression_incidents as "regressionIncidents"
        from alert_rules r join apps a on a.org_id = r.org_id and a.id = r.app_id
        where a.status = 'active' and (r.offline_after_seconds is not null or r.offline_share_percent is not null
          or r.share_alerting
          or r.incident_threshold_percent is not null or r.incident_threshold_count is not null
          or exists (select 1 from incidents i where i.org_id = r.org_id and i.app_id = r.app_id and i.status = 'open')
          or exists (select 1 from alert_device_states s where s.org_id = r.org_id and s.app_id = r.app_id))`),
    ).map((row) => ({
      ...row,
      windowSeconds: Number(row.windowSeconds),
      offlineDigestAt: row.offlineDigestAt ? new Date(row.offlineDigestAt) : null,
      shareAlertAt: row.shareAlertAt ? new Date(row.shareAlertAt) : null,
      incidentWindowSeconds: Number(row.incidentWindowSeconds),
      incidentThresholdCount: row.incidentThresholdCount === null ? null : Number(row.incidentThresholdCount),
      incidentThresholdPercent:
        row.incidentThresholdPercent === null ? null : Number(row.incidentThresholdPercent),
    }));
    // Each app's own online window: offline "longer than N" counts from the end of it. A snoozed app
    // (snooze.ts) is left as it is: what holds when its snooze ends, a recovery too, is announced then.
    // Each app in a savepoint of its own: a rule that fails (a statement timeout on a large app, say)
    // is logged and tried again next round, and the other apps are checked meanwhile.
    for (const rule of rules) {
      if (rule.snoozed) continue;
      try {
        await tx.transaction(async (savepoint) => {
          const scope = await ruleScope(savepoint, rule.orgId, rule.offlineShareViewId);
          // A maintenance window of the app holds all its alerts, one of a view those about that view.
          const maintenance = await activeMaintenance(savepoint, rule.orgId, rule.appId);
          const held =
            maintenance.app || (scope.view !== null && maintenance.viewIds.includes(scope.view.id));
          // Incidents first: the devices an open incident holds get no device.offline of their own.
          if (await checkIncidents(savepoint, rule, scope, held)) changed.push(rule.appId);
          // Like a snooze: what still holds when the window ends is announced then.
          if (maintenance.app) return;
          const heldViews = await Promise.all(
            maintenance.viewIds.map((viewId) => ruleScope(savepoint, rule.orgId, viewId)),
          );
          await checkDevices(
            savepoint,
            rule,
            rule.windowSeconds,
            // A view that narrows nothing (or can no longer be read) holds every device of the app.
            heldViews.map((view) => view.condition ?? sql`true`),
          );
          if (!held) await checkShare(savepoint, rule, rule.windowSeconds, scope);
        });
      } catch (error) {
        log().warn({ component: 'alerts', appId: rule.appId, err: error }, 'an app was not checked');
      }
    }
    return true;
  });
  publish(changed.map((appId) => ({ type: 'app' as const, appId })));
  return ran;
}
