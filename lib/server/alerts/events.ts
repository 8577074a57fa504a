import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';

import type { AlertEvent, AlertEventType } from '@/lib/api/contract/alerts';
import type { DbExecutor } from '@/lib/server/audit/record';
import { webhookDeliveries, webhookEndpoints } from '@/lib/server/db/schema';
import { orgOfApp } from '@/lib/server/db/tenant';

/** Device ids listed in one digest; the count says how many there were in all. */
export const DIGEST_DEVICE_LIMIT = 100;

let lastOccurred = 0;

export function alertEvent(
  appId: string | null,
  type: AlertEventType,
  data: Record<string, unknown>,
): AlertEvent {
  // Strictly increasing in a process, so that a check's events (a device back, then gone again) keep
  // their order for a receiver even when a retry delivers them out of it.
  lastOccurred = Math.max(Date.now(), lastOccurred + 1);
  return { id: randomUUID(), type, appId, occurredAt: new Date(lastOccurred).toISOString(), data };
}

/** The endpoints an event of an app goes to (none for an event of no app). */
function receiversOf(event: AlertEvent, to: 'app' | 'rule channels'): SQL {
  if (event.appId === null) return sql`false`;
  const orgId = orgOfApp(event.appId);
  const ofTheApp = and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.appId, event.appId)) as SQL;
  if (to === 'app') return ofTheApp;
  const listed = sql`${webhookEndpoints.id} = any(select unnest(r.channel_ids) from alert_rules r
    where r.org_id = ${orgId} and r.app_id = ${event.appId})`;
  return or(ofTheApp, and(eq(webhookEndpoints.orgId, orgId), isNull(webhookEndpoints.appId), listed)) as SQL;
}

/**
 * Queues an event for every endpoint of its app, and with `to: 'rule channels'` (an incident's) for the
 * organisation's Slack and webhook channels its app's alert rule lists too; or for one endpoint. In the
 * caller's transaction: the event is sent if and only if the change that raised it is committed.
 * Answers the deliveries' ids.
 */
export async function queueEvent(
  tx: DbExecutor,
  event: AlertEvent,
  to: { endpointId: string } | 'app' | 'rule channels' = 'app',
): Promise<string[]> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, orgId: webhookEndpoints.orgId })
    .from(webhookEndpoints)
    .where(typeof to === 'object' ? eq(webhookEndpoints.id, to.endpointId) : receiversOf(event, to));
  if (endpoints.length === 0) return [];
  const rows = await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        orgId: endpoint.orgId,
        eventId: event.id,
        eventType: event.type,
        endpointId: endpoint.id,
        payload: event,
        // The time of this statement, not of the transaction: the events of one check are sent in the
        // order they were raised (a device back, then gone again).
        createdAt: sql`clock_timestamp()`,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.map((row) => row.id);
}
