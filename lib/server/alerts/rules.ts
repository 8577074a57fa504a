import 'server-only';

import type { AlertRules } from '@/lib/api/contract/alerts';
import { alertApp, alertAuditTarget } from '@/lib/server/alerts/access';
import { change, recordAudit, type AuditSource } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import { alertDeviceStates, alertRules } from '@/lib/server/db/schema';
import { ofApp } from '@/lib/server/db/tenant';
import type { OrgScope } from '@/lib/server/domain/access';
import type { AlertRulesInput } from '@/lib/validations/alerts';

/** An app's alert rules: both off, and a 5-minute cooldown, until its owner sets them. */

export const DEFAULT_RULES: AlertRules = {
  offlineAfterSeconds: null,
  offlineSharePercent: null,
  cooldownSeconds: 300,
};

const ruleColumns = {
  offlineAfterSeconds: alertRules.offlineAfterSeconds,
  offlineSharePercent: alertRules.offlineSharePercent,
  cooldownSeconds: alertRules.cooldownSeconds,
};

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
  const rules: AlertRules = {
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
      ...change('cooldownSeconds', text(old.cooldownSeconds), text(rules.cooldownSeconds)),
    ];
    // Saving the same rules again changes nothing, and leaves no entry.
    if (changes.length > 0) {
      await recordAudit(tx, { source, action: 'alert.rules_change', ...alertAuditTarget(app), changes });
    }
    return rules;
  });
}
