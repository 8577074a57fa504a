import 'server-only';

import { and, eq, inArray, sql } from 'drizzle-orm';

import type { AlertEvent } from '@/lib/api/contract/alerts';
import { expireDisabledBacklog, noteAttempt } from '@/lib/server/alerts/endpoint-health';
import { deliveryBody, postSigned, type AttemptResult } from '@/lib/server/alerts/post';
import { getDb, rowsOf } from '@/lib/server/db/client';
import { webhookDeliveries, webhookEndpoints } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { failureStreak } from '@/lib/server/log-streak';

/**
 * Sends the deliveries that are due. Every console instance runs this; a delivery is claimed with
 * `FOR UPDATE SKIP LOCKED` and, in the same statement, its next attempt moved past the attempt's
 * time-out (a lease), so no two instances attempt it at once and one that dies mid-attempt leaves it
 * to be tried again when the lease ends. docs/architecture.md says why this and not an external queue.
 */
const CLAIM_BATCH = 20;
/** Longer than an attempt can last (10 s), with room for a slow database. */
const LEASE_SECONDS = 60;
/** Retries: 30 s, 1 min, 2 min, ... doubling up to 2 h apart, for up to 24 h after the event. */
export const FIRST_RETRY_SECONDS = 30;
export const LONGEST_RETRY_SECONDS = 2 * 3600;
export const GIVE_UP_AFTER_SECONDS = 24 * 3600;

export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_SECONDS);
}

interface Claimed {
  id: string;
  org_id: string;
  endpoint_id: string;
  payload: AlertEvent;
  attempts: number;
  age_seconds: number;
}

/**
 * A disabled endpoint's deliveries wait for it to be re-enabled (endpoint-health.ts); its test events do
 * not, so that a fixed receiver can be tried before it is.
 */
const notHeld = sql`(d.event_type = 'test' or not exists (select 1 from webhook_endpoints e
  where e.org_id = d.org_id and e.id = d.endpoint_id and e.disabled_at is not null))`;

async function claimDue(): Promise<Claimed[]> {
  const db = await getDb();
  return rowsOf<Claimed>(
    await db.execute(sql`
      with claimed as (
        update webhook_deliveries set attempts = attempts + 1, last_attempt_at = now(),
          next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
        where id in (
          select id from webhook_deliveries d
          where state = 'pending' and next_attempt_at <= now()
            and ${notHeld}
          order by next_attempt_at, created_at
          limit ${CLAIM_BATCH}
          for update skip locked
        )
        returning id, org_id, endpoint_id, payload, attempts, created_at,
          extract(epoch from now() - created_at)::float8 as age_seconds
      )
      select id, org_id, endpoint_id, payload, attempts, age_seconds from claimed order by created_at, id`),
  );
}

/**
 * Renews a claim's lease as its attempt starts (an endpoint's deliveries are sent one after another);
 * false when the lease ran out meanwhile and another claim may have the delivery.
 */
async function renewLease(claimed: Claimed): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(
      and(
        eq(webhookDeliveries.id, claimed.id),
        eq(webhookDeliveries.attempts, claimed.attempts),
        eq(webhookDeliveries.state, 'pending'),
        // Disabled meanwhile (by an earlier attempt of this batch): the rest waits.
        sql`exists (select 1 from webhook_deliveries d where d.org_id = ${webhookDeliveries.orgId}
          and d.id = ${webhookDeliveries.id} and ${notHeld})`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

async function attempt(
  claimed: Claimed,
  endpoint: { url: string; secret: string; format: 'json' | 'slack'; language: string | null },
) {
  const result = await deliveryBody(claimed.payload, endpoint.format, endpoint.language).then(
    (body) => postSigned(endpoint.url, endpoint.secret, body, claimed.id),
    // An event the format cannot be made of (stored by an older release, say) is a failed attempt
    // like any other, retried and in the end given up, never a stop of the deliveries.
    (error: unknown): AttemptResult => {
      log().warn({ component: 'alerts', err: error }, 'a delivery could not be formatted');
      return { ok: false, statusCode: null, error: 'The event could not be formatted' };
    },
  );
  const delay = retryDelaySeconds(claimed.attempts);
  const giveUp = claimed.age_seconds + delay > GIVE_UP_AFTER_SECONDS;
  const db = await getDb();
  const written = await db
    .update(webhookDeliveries)
    .set({
      state: result.ok ? 'delivered' : giveUp ? 'failed' : 'pending',
      statusCode: result.statusCode,
      error: result.error,
      nextAttemptAt: result.ok || giveUp ? sql`now()` : sql`now() + make_interval(secs => ${delay})`,
    })
    // Only the claim that made this attempt writes its outcome.
    .where(and(eq(webhookDeliveries.id, claimed.id), eq(webhookDeliveries.attempts, claimed.attempts)))
    .returning({ id: webhookDeliveries.id });
  if (written.length > 0)
    await noteAttempt({ orgId: claimed.org_id, endpointId: claimed.endpoint_id }, result.ok);
}

/** Claims and sends due deliveries until none is left; answers how many attempts were made. */
export async function deliverDue(): Promise<number> {
  const db = await getDb();
  await expireDisabledBacklog();
  let attempts = 0;
  for (;;) {
    const claimed = await claimDue();
    if (claimed.length === 0) return attempts;
    const endpoints = await db
      .select()
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.id, [...new Set(claimed.map((row) => row.endpoint_id))]));
    const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
    // Endpoints in parallel; each one's deliveries in the order they were queued, so a receiver gets a
    // check's events in order (a retry may come after later events: their occurredAt keeps the order).
    const perEndpoint = new Map<string, Claimed[]>();
    for (const row of claimed) {
      perEndpoint.set(row.endpoint_id, [...(perEndpoint.get(row.endpoint_id) ?? []), row]);
    }
    await Promise.all(
      [...perEndpoint].map(async ([endpointId, rows]) => {
        const endpoint = byId.get(endpointId);
        // Deleted meanwhile: its deliveries went with it.
        if (!endpoint) return;
        for (const [index, row] of rows.entries()) {
          if (index === 0 || (await renewLease(row))) await attempt(row, endpoint);
        }
      }),
    );
    attempts += claimed.length;
    if (claimed.length < CLAIM_BATCH) return attempts;
  }
}

const store = globalThis as typeof globalThis & { __fleetdeckDeliveries?: Promise<unknown> };

const kicked = failureStreak('alert deliveries', 'sending failed; the next alert round tries again');

/** Starts sending now, in the background (a test event, a resend); one run at a time per process. */
export function kickDeliveries(): void {
  if (store.__fleetdeckDeliveries) return;
  store.__fleetdeckDeliveries = deliverDue()
    .then(kicked.succeeded, kicked.failed)
    .finally(() => {
      store.__fleetdeckDeliveries = undefined;
    });
}

/** Resolves when this process's background run (if any) is over: tests, and a clean shutdown. */
export async function deliveriesSettled(): Promise<void> {
  await store.__fleetdeckDeliveries;
}
