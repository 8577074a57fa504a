import 'server-only';

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

import { change, recordAudit, type AuditSource, type DbExecutor } from '@/lib/server/audit/record';
import { rowsOf } from '@/lib/server/db/client';
import { alertRules, notificationChannels, webhookEndpoints } from '@/lib/server/db/schema';

/**
 * The channels an alert rule lists (`alert_rules.channel_ids`, docs/product.md, Channels): the
 * organisation's email channels (channels.ts) and its Slack and webhook channels (endpoints without an
 * app, endpoints.ts), by id.
 */

/**
 * The names of the organisation's channels among `ids` (all of them when `ids` is null), by id; others
 * are left out. `lock`: held until the caller commits, so that a channel deleted meanwhile waits.
 */
export async function channelNames(
  tx: DbExecutor,
  orgId: string,
  ids: readonly string[] | null,
  lock = false,
): Promise<Map<string, string>> {
  if (ids?.length === 0) return new Map();
  const emails = tx
    .select({ id: notificationChannels.id, name: notificationChannels.name })
    .from(notificationChannels)
    .where(
      and(
        eq(notificationChannels.orgId, orgId),
        ids ? inArray(notificationChannels.id, [...ids]) : undefined,
      ),
    );
  const posts = tx
    .select({ id: webhookEndpoints.id, name: webhookEndpoints.name })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.orgId, orgId),
        isNull(webhookEndpoints.appId),
        ids ? inArray(webhookEndpoints.id, [...ids]) : undefined,
      ),
    );
  const [emailRows, postRows] = lock
    ? [await emails.for('key share'), await posts.for('key share')]
    : [await emails, await posts];
  return new Map([...emailRows, ...postRows].map((row) => [row.id, row.name ?? '']));
}

/** The channels in words, for the audit log. */
export const channelNamesText = (ids: readonly string[], names: Map<string, string>) =>
  ids.flatMap((id) => names.get(id) ?? []).join(', ') || null;

/**
 * Deletes a channel (`remove`) and takes it out of the rules that list it, each change audited as the
 * rule's. The rules are locked first, as a change of a rule locks its own row before its channels.
 */
export async function deleteListedChannel(
  tx: DbExecutor,
  orgId: string,
  id: string,
  source: AuditSource,
  remove: () => Promise<void>,
): Promise<void> {
  const listingRules = async () =>
    rowsOf<{ app_id: string; app_name: string; channel_ids: string[] }>(
      await tx.execute(sql`
        select r.app_id, a.name as app_name, r.channel_ids from alert_rules r
        join apps a on a.org_id = r.org_id and a.id = r.app_id
        where r.org_id = ${orgId} and ${id}::uuid = any(r.channel_ids)
        order by r.app_id
        for update of r`),
    );
  const listing = await listingRules();
  const names = await channelNames(tx, orgId, null);
  await remove();
  // A rule saved with the channel while it was being deleted (its change held the channel until it
  // committed) lists it now: read again, after the delete.
  const late = (await listingRules()).filter((rule) => !listing.some((one) => one.app_id === rule.app_id));
  for (const rule of [...listing, ...late]) {
    const kept = rule.channel_ids.filter((one) => one !== id);
    await tx
      .update(alertRules)
      .set({ channelIds: kept })
      .where(and(eq(alertRules.orgId, orgId), eq(alertRules.appId, rule.app_id)));
    await recordAudit(tx, {
      source,
      action: 'alert.rules_change',
      orgId,
      target: { kind: 'app', id: rule.app_id, label: rule.app_name },
      changes: change('channels', channelNamesText(rule.channel_ids, names), channelNamesText(kept, names)),
    });
  }
}
