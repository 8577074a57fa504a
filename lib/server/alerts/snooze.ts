import 'server-only';

import { sql } from 'drizzle-orm';

import type { AlertSnooze } from '@/lib/api/contract/alerts';
import { alertApp, alertAuditTarget } from '@/lib/server/alerts/access';
import { recordAudit, type AuditSource } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import { alertRules } from '@/lib/server/db/schema';
import { ofApp } from '@/lib/server/db/tenant';
import type { OrgScope } from '@/lib/server/domain/access';
import type { AlertSnoozeInput } from '@/lib/validations/alerts';

/**
 * Snoozing an app's alerts for an hour or a day (docs/product.md, Offline alerts): the check leaves the
 * app alone meanwhile (check.ts), so what holds when the snooze ends is announced then: devices still
 * offline, and the recovery of what was announced before it; what came and went during it, never.
 * Resuming ends the snooze at once.
 */

const snoozeOf = (until: Date | null): AlertSnooze => ({
  snoozedUntil: until && until.getTime() > Date.now() ? until.toISOString() : null,
});

export async function getAlertSnooze(orgId: OrgScope, appId: string): Promise<AlertSnooze> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const app = await alertApp(tx, orgId, appId);
    const [row] = await tx
      .select({ until: alertRules.snoozedUntil })
      .from(alertRules)
      .where(ofApp(alertRules, app));
    return snoozeOf(row?.until ?? null);
  });
}

/** Snoozes from now for `hours`, replacing a snooze under way. */
export async function snoozeAlerts(
  orgId: OrgScope,
  appId: string,
  input: AlertSnoozeInput,
  source: AuditSource,
): Promise<AlertSnooze> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const app = await alertApp(tx, orgId, appId);
    const until = sql`now() + make_interval(hours => ${input.hours})`;
    const [row] = await tx
      .insert(alertRules)
      .values({ orgId: app.orgId, appId, snoozedUntil: until })
      .onConflictDoUpdate({ target: [alertRules.orgId, alertRules.appId], set: { snoozedUntil: until } })
      .returning({ until: alertRules.snoozedUntil });
    await recordAudit(tx, {
      source,
      action: 'alert.snooze',
      ...alertAuditTarget(app),
      changes: [{ field: 'snoozeHours', before: null, after: String(input.hours) }],
    });
    return snoozeOf(row.until);
  });
}

/** Ends a snooze at once; nothing to end records nothing. */
export async function resumeAlerts(
  orgId: OrgScope,
  appId: string,
  source: AuditSource,
): Promise<AlertSnooze> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const app = await alertApp(tx, orgId, appId);
    const ended = await tx
      .update(alertRules)
      .set({ snoozedUntil: null })
      .where(sql`${ofApp(alertRules, app)} and ${alertRules.snoozedUntil} > now()`)
      .returning({ appId: alertRules.appId });
    if (ended.length > 0) {
      await recordAudit(tx, { source, action: 'alert.resume', ...alertAuditTarget(app) });
    }
    return snoozeOf(null);
  });
}
