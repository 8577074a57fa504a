import 'server-only';

import { sql } from 'drizzle-orm';

import type { IncidentEventType, IncidentKind, IncidentResolution } from '@/lib/api/contract/incidents';
import { queueIncidentMails, type IncidentMailType } from '@/lib/server/alerts/channels/mails';
import { alertEvent, queueEvent } from '@/lib/server/alerts/events';
import { incidentById } from '@/lib/server/alerts/incidents/read';
import type { DbExecutor } from '@/lib/server/audit/record';
import { rowsOf } from '@/lib/server/db/client';

/**
 * What both kinds of incident share (docs/product.md, Incidents): the rule that opens them, their
 * thresholds, their timeline, their announcements and their end. detect.ts opens and follows those of
 * devices gone offline, regressions.ts those of devices gone back to an older app version.
 */

/** An incident's scope counts the devices seen in the last 24 hours. */
export const SEEN_WITHIN = sql`now() - interval '24 hours'`;

/** An open incident no device joined for this long is resolved as `quiet`. */
const INCIDENT_QUIET_SECONDS = 86_400;

/** Fewer devices than this are never an incident, whatever the share: one device is its own alert. */
const INCIDENT_MIN_DEVICES = 2;

export interface IncidentRule {
  orgId: string;
  appId: string;
  appName: string;
  windowSeconds: number;
  incidentThresholdPercent: number | null;
  incidentThresholdCount: number | null;
  incidentWindowSeconds: number;
  /** Regressions open incidents too (by the same thresholds and window). */
  regressionIncidents: boolean;
}

export interface OpenIncident {
  id: string;
  started_at: Date | string;
  last_offline_at: Date | string;
  acknowledged: boolean;
  /** Its opening was sent: its later events are sent too (not so for one opened in a maintenance window). */
  announced: boolean;
}

/** The app's open incident of `kind`, locked for this round, if there is one. */
export async function openIncident(
  tx: DbExecutor,
  rule: IncidentRule,
  kind: IncidentKind,
): Promise<OpenIncident | undefined> {
  const [open] = rowsOf<OpenIncident>(
    await tx.execute(sql`
      select id, started_at, last_offline_at, acknowledged_at is not null as acknowledged, announced
      from incidents
      where org_id = ${rule.orgId} and app_id = ${rule.appId} and kind = ${kind} and status = 'open'
      for update`),
  );
  return open;
}

/** Whether `went` devices of `inScope` meet the rule's count or share (and are more than one). */
export function thresholdMet(rule: IncidentRule, went: number, inScope: number): boolean {
  const byCount = rule.incidentThresholdCount !== null && went >= rule.incidentThresholdCount;
  const byShare =
    rule.incidentThresholdPercent !== null && went * 100 >= rule.incidentThresholdPercent * inScope;
  return went >= INCIDENT_MIN_DEVICES && (byCount || byShare);
}

/**
 * The fewest devices that open an incident, checked again in the statement that opens it: what
 * committed meanwhile may have brought some back.
 */
export function fewestNeeded(rule: IncidentRule, inScope: number): number {
  return Math.max(
    INCIDENT_MIN_DEVICES,
    Math.min(
      rule.incidentThresholdCount ?? Number.POSITIVE_INFINITY,
      rule.incidentThresholdPercent === null
        ? Number.POSITIVE_INFINITY
        : Math.ceil((rule.incidentThresholdPercent * inScope) / 100),
    ),
  );
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

/**
 * Queues the incident's event for the app's endpoints and the Slack and webhook channels its rule
 * lists, and records on its timeline whom it notified.
 */
async function announce(tx: DbExecutor, rule: IncidentRule, incidentId: string, type: IncidentMailType) {
  const incident = await incidentById(tx, rule.orgId, incidentId);
  const queued = await queueEvent(tx, alertEvent(rule.appId, type, incident), 'rule channels');
  if (queued.length > 0) await timeline(tx, rule, incidentId, 'notified', { endpoints: queued.length });
  // And by email to the members of the rule's channels (sent after the check, channels/mails.ts).
  await queueIncidentMails(tx, rule, incidentId, type);
}

/** An incident just opened with `devicesAffected`: on its timeline, and announced unless `held`. */
export async function opened(
  tx: DbExecutor,
  rule: IncidentRule,
  incidentId: string,
  devicesAffected: number,
  held: boolean,
): Promise<true> {
  await timeline(tx, rule, incidentId, 'opened', { devicesAffected });
  if (!held) await announce(tx, rule, incidentId, 'incident.opened');
  return true;
}

async function resolveIncident(
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
 * An incident opened in a maintenance window that has ended, and still going on: announced now, like
 * the alerts the window held; answers the incident as it now stands, and whether it was announced now.
 */
export async function announceAfterMaintenance(
  tx: DbExecutor,
  rule: IncidentRule,
  open: OpenIncident,
  held: boolean,
): Promise<{ open: OpenIncident; announcedNow: boolean }> {
  if (open.announced || held) return { open, announcedNow: false };
  await tx.execute(
    sql`update incidents set announced = true where org_id = ${rule.orgId} and id = ${open.id}`,
  );
  return { open: { ...open, announced: true }, announcedNow: true };
}

/**
 * The end of a followed incident that no device joined this round: resolved when none of its devices
 * is left (`returned`) or none joined for INCIDENT_QUIET_SECONDS (`quiet`), and announced when it was
 * announced just now and goes on. Answers whether it changed.
 */
async function settle(
  tx: DbExecutor,
  rule: IncidentRule,
  open: OpenIncident,
  announcedNow: boolean,
): Promise<boolean> {
  const [{ left }] = rowsOf<{ left: number }>(
    await tx.execute(sql`select count(*)::int as left from incident_devices
      where org_id = ${rule.orgId} and incident_id = ${open.id} and back_at is null`),
  );
  const quietSince = new Date(open.last_offline_at).getTime();
  const over =
    Number(left) === 0
      ? 'returned'
      : Date.now() - quietSince >= INCIDENT_QUIET_SECONDS * 1000
        ? 'quiet'
        : null;
  // Its devices all came back as the window ended: nothing to announce any more.
  if (announcedNow && over === null) await announce(tx, rule, open.id, 'incident.opened');
  if (over === null) return announcedNow;
  if (announcedNow) {
    await tx.execute(
      sql`update incidents set announced = false where org_id = ${rule.orgId} and id = ${open.id}`,
    );
    open = { ...open, announced: false };
  }
  await resolveIncident(tx, rule, open, over);
  return true;
}

/**
 * An open incident that `joined` devices joined (when each went): counted, on its timeline, and
 * announced unless someone is on it (acknowledged: notifications stop repeating until it resolves), it
 * was opened in a maintenance window still on (`held`), or it is announced only now (its opening then
 * says it all).
 */
async function grow(
  tx: DbExecutor,
  rule: IncidentRule,
  open: OpenIncident,
  joined: readonly (Date | string)[],
  announcedNow: boolean,
  held: boolean,
) {
  const latest = new Date(Math.max(...joined.map((at) => new Date(at).getTime())));
  const [grown] = rowsOf<{ devices_affected: number }>(
    await tx.execute(sql`
      update incidents set devices_affected = devices_affected + ${joined.length},
        last_offline_at = greatest(last_offline_at, ${latest.toISOString()}::timestamptz)
      where org_id = ${rule.orgId} and id = ${open.id} returning devices_affected`),
  );
  await timeline(tx, rule, open.id, 'grew', { devicesAffected: Number(grown.devices_affected) });
  if (announcedNow) await announce(tx, rule, open.id, 'incident.opened');
  else if (!open.acknowledged && !held && open.announced)
    await announce(tx, rule, open.id, 'incident.updated');
}

/**
 * The end of a round for an open incident: it grows by the devices that joined it (`joined`, when
 * each went), or else settles (resolves or goes on). `changed`: whether the round changed it already
 * (devices marked back). Answers whether it changed.
 */
export async function growOrSettle(
  tx: DbExecutor,
  rule: IncidentRule,
  open: OpenIncident,
  joined: readonly (Date | string)[],
  { announcedNow, held, changed }: { announcedNow: boolean; held: boolean; changed: boolean },
): Promise<boolean> {
  if (joined.length === 0) return (await settle(tx, rule, open, announcedNow)) || changed;
  await grow(tx, rule, open, joined, announcedNow, held);
  return true;
}
