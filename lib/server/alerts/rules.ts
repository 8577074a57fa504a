import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { AlertRules } from '@/lib/api/contract/alerts';
import { alertApp, alertAuditTarget } from '@/lib/server/alerts/access';
import { channelNames, channelNamesText } from '@/lib/server/alerts/channels/rule-channels';
import { change, recordAudit, type AuditSource, type DbExecutor } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import { alertDeviceStates, alertRules, savedViews } from '@/lib/server/db/schema';
import { ofApp } from '@/lib/server/db/tenant';
import type { OrgScope } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';
import { INCIDENT_WINDOW_DEFAULT_SECONDS, type AlertRulesInput } from '@/lib/validations/alerts';
import { ONE_OF } from '@/lib/validations/messages';

/** An app's alert rules: both off, and a 5-minute cooldown, until its owner sets them. */

export const DEFAULT_RULES: AlertRules = {
  offlineAfterSeconds: null,
  offlineSharePercent: null,
  offlineShareViewId: null,
  cooldownSeconds: 300,
  incidentThresholdPercent: null,
  incidentThresholdCount: null,
  incidentWindowSeconds: INCIDENT_WINDOW_DEFAULT_SECONDS,
  regressionIncidents: false,
  channelIds: [],
};

const ruleColumns = {
  offlineAfterSeconds: alertRules.offlineAfterSeconds,
  offlineSharePercent: alertRules.offlineSharePercent,
  offlineShareViewId: alertRules.offlineShareViewId,
  cooldownSeconds: alertRules.cooldownSeconds,
  incidentThresholdPercent: alertRules.incidentThresholdPercent,
  incidentThresholdCount: alertRules.incidentThresholdCount,
  incidentWindowSeconds: alertRules.incidentWindowSeconds,
  regressionIncidents: alertRules.regressionIncidents,
  channelIds: alertRules.channelIds,
};

/** A saved view's name in the app's organisation; a view of another organisation (or none) is a 400. */
async function viewName(tx: DbExecutor, orgId: string, viewId: string | null): Promise<string | null> {
  if (viewId === null) return null;
  const [view] = await tx
    .select({ name: savedViews.name })
    .from(savedViews)
    .where(and(eq(savedViews.orgId, orgId), eq(savedViews.id, viewId)))
    // Held until the rule is saved: a view deleted meanwhile waits, rather than failing the key.
    .for('key share');
  if (!view)
    throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
      fields: { offlineShareViewId: ONE_OF },
    });
  return view.name;
}

export async function getAlertRules(orgId: OrgScope, appId: string): Promise<AlertRules> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const app = await alertApp(tx, orgId, appId);
    const [row] = await tx.select(ruleColumns).from(alertRules).where(ofApp(alertRules, app));
    return row ?? DEFAULT_RULES;
  });
}

const text = (value: number | null) => (value === null ? null : String(value));

/**
 * Replaces the rules. A rule switched off forgets what it announced, silently: no recovery notice
 * follows an alert whose rule is gone.
 */
export async function putAlertRules(
  orgId: OrgScope,
  appId: string,
  input: AlertRulesInput,
  source: AuditSource,
): Promise<AlertRules> {
  const given = {
    offlineAfterSeconds: input.offlineAfterSeconds ?? null,
    offlineSharePercent: input.offlineSharePercent ?? null,
    cooldownSeconds: input.cooldownSeconds,
  };
  const db = await getDb();
  return db.transaction(async (tx) => {
    const app = await alertApp(tx, orgId, appId);
    const [before] = await tx
      .select(ruleColumns)
      .from(alertRules)
      .where(ofApp(alertRules, app))
      .for('update');
    const old = before ?? DEFAULT_RULES;
    const rules: AlertRules = {
      ...given,
      offlineShareViewId:
        input.offlineShareViewId === undefined
          ? old.offlineShareViewId
          : (input.offlineShareViewId?.toLowerCase() ?? null),
      incidentThresholdPercent:
        input.incidentThresholdPercent === undefined
          ? old.incidentThresholdPercent
          : input.incidentThresholdPercent,
      incidentThresholdCount:
        input.incidentThresholdCount === undefined
          ? old.incidentThresholdCount
          : input.incidentThresholdCount,
      incidentWindowSeconds: input.incidentWindowSeconds ?? old.incidentWindowSeconds,
      regressionIncidents: input.regressionIncidents ?? old.regressionIncidents,
      channelIds: old.channelIds,
    };
    // The channels given must be the organisation's (a 400 otherwise); left out, the rule keeps those
    // of its own that still exist.
    const oldNames = await channelNames(tx, app.orgId, old.channelIds);
    const newNames = await channelNames(tx, app.orgId, input.channelIds ?? old.channelIds, true);
    if (input.channelIds?.some((id) => !newNames.has(id)))
      throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
        fields: { channelIds: ONE_OF },
      });
    rules.channelIds = (input.channelIds ?? old.channelIds).filter((id) => newNames.has(id));
    const [oldView, newView] = [
      old.offlineShareViewId === null
        ? null
        : await viewName(tx, app.orgId, old.offlineShareViewId).catch(() => null),
      await viewName(tx, app.orgId, rules.offlineShareViewId),
    ];
    await tx
      .insert(alertRules)
      .values({ orgId: app.orgId, appId, ...rules })
      .onConflictDoUpdate({
        target: [alertRules.orgId, alertRules.appId],
        set: {
          ...rules,
          updatedAt: new Date(),
          ...(rules.offlineSharePercent === null ? { shareAlerting: false } : {}),
        },
      });
    if (rules.offlineAfterSeconds === null) {
      await tx.delete(alertDeviceStates).where(ofApp(alertDeviceStates, app));
    }
    const changes = [
      ...change('offlineAfterSeconds', text(old.offlineAfterSeconds), text(rules.offlineAfterSeconds)),
      ...change('offlineSharePercent', text(old.offlineSharePercent), text(rules.offlineSharePercent)),
      ...change('offlineShareView', oldView, newView),
      ...change('cooldownSeconds', text(old.cooldownSeconds), text(rules.cooldownSeconds)),
      ...change(
        'incidentThresholdPercent',
        text(old.incidentThresholdPercent),
        text(rules.incidentThresholdPercent),
      ),
      ...change(
        'incidentThresholdCount',
        text(old.incidentThresholdCount),
        text(rules.incidentThresholdCount),
      ),
      ...change('incidentWindowSeconds', text(old.incidentWindowSeconds), text(rules.incidentWindowSeconds)),
      ...change('regressionIncidents', String(old.regressionIncidents), String(rules.regressionIncidents)),
      ...change(
        'channels',
        channelNamesText(old.channelIds, oldNames),
        channelNamesText(rules.channelIds, newNames),
      ),
    ];
    // Saving the same rules again changes nothing, and leaves no entry.
    if (changes.length > 0) {
      await recordAudit(tx, { source, action: 'alert.rules_change', ...alertAuditTarget(app), changes });
    }
    return rules;
  });
}
