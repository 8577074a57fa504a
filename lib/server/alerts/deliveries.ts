import 'server-only';

import { and, desc, eq } from 'drizzle-orm';

import type { AlertEvent, AlertEventType, WebhookDelivery } from '@/lib/api/contract/alerts';
import { endpointNotFound, endpointOwner } from '@/lib/server/alerts/endpoints';
import { alertEvent, queueEvent } from '@/lib/server/alerts/events';
import type { DbExecutor } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import { webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow } from '@/lib/server/db/schema';
import type { OrgScope } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';

/** An endpoint's deliveries as its page lists them, the test event, and sending one again. */

/** The newest deliveries listed per endpoint. */
export const DELIVERIES_LISTED = 50;

export function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType as AlertEventType,
    state: row.state,
    statusCode: row.statusCode,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

/** An app's endpoint, or with `appId` null a channel of the organisation; 404 when not the caller's. */
async function endpointOf(tx: DbExecutor, orgId: OrgScope, appId: string | null, endpointId: string) {
  const owner = await endpointOwner(tx, orgId, appId);
  const [endpoint] = await tx
    .select({ id: webhookEndpoints.id, orgId: webhookEndpoints.orgId })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), owner.where));
  if (!endpoint) throw endpointNotFound();
  return { ...endpoint, appName: owner.appName };
}

export async function listDeliveries(
  orgId: OrgScope,
  appId: string | null,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const endpoint = await endpointOf(tx, orgId, appId, endpointId);
    const rows = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.orgId, endpoint.orgId), eq(webhookDeliveries.endpointId, endpointId)))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(DELIVERIES_LISTED);
    return rows.map(toDelivery);
  });
}

async function deliveryById(id: string): Promise<WebhookDelivery> {
  const db = await getDb();
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return toDelivery(row);
}

/**
 * Queues a `test` event for this endpoint alone; it goes out with the next deliveries (at once). A
 * channel of the organisation's test is of no app: its `appId` is null.
 */
export async function queueTestEvent(
  orgId: OrgScope,
  appId: string | null,
  endpointId: string,
): Promise<WebhookDelivery> {
  const db = await getDb();
  const [id] = await db.transaction(async (tx) => {
    const { appName } = await endpointOf(tx, orgId, appId, endpointId);
    const message = 'A test event from Fleetdeck';
    const event = alertEvent(appId, 'test', appName === null ? { message } : { appName, message });
    return queueEvent(tx, event, { endpointId });
  });
  return deliveryById(id);
}

/** Sends a delivery's event again, as a new delivery with the same event id (receivers may dedupe on it). */
export async function queueResend(
  orgId: OrgScope,
  appId: string | null,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const db = await getDb();
  const [id] = await db.transaction(async (tx) => {
    const endpoint = await endpointOf(tx, orgId, appId, endpointId);
    const [original] = await tx
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.orgId, endpoint.orgId),
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.endpointId, endpointId),
        ),
      );
    if (!original) throw new ApiError(404, 'not_found', 'There is no such delivery');
    return queueEvent(tx, original.payload as AlertEvent, { endpointId });
  });
  return deliveryById(id);
}
