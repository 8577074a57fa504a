import 'server-only';

import { and, asc, eq, sql } from 'drizzle-orm';

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@/lib/api/contract/alerts';
import { alertApp, alertAuditTarget } from '@/lib/server/alerts/access';
import { generateWebhookSecret } from '@/lib/server/alerts/signing';
import { targetProblem } from '@/lib/server/alerts/targets';
import { webhookUrlHint } from '@/lib/server/alerts/url-hint';
import { change, recordAudit, type AuditSource } from '@/lib/server/audit/record';
import { localeOfUser, storedLocale } from '@/lib/server/auth/user-locale';
import { getDb } from '@/lib/server/db/client';
import { webhookDeliveries, webhookEndpoints, type WebhookEndpointRow } from '@/lib/server/db/schema';
import { ofApp } from '@/lib/server/db/tenant';
import type { OrgScope } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';
import {
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_PRIVATE,
  WEBHOOK_URL_SCHEME,
  type CreateWebhookInput,
} from '@/lib/validations/alerts';

/** An app's webhook endpoints. The owner or an admin manages them; the secret is answered twice only. */

/** Endpoints per app: enough for a few systems, few enough that a digest stays one request each. */
export const ENDPOINTS_PER_APP = 10;

const columns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  format: webhookEndpoints.format,
  language: webhookEndpoints.language,
  createdAt: webhookEndpoints.createdAt,
  failingSince: webhookEndpoints.failingSince,
  disabledAt: webhookEndpoints.disabledAt,
};

function toEndpoint(
  row: Pick<
    WebhookEndpointRow,
    'id' | 'url' | 'format' | 'language' | 'createdAt' | 'failingSince' | 'disabledAt'
  >,
): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    format: row.format,
    language: storedLocale(row.language) ?? null,
    createdAt: row.createdAt.toISOString(),
    failingSince: row.failingSince?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

export function endpointNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'There is no such webhook endpoint');
}

/** `fullUrls`: false for those who may not manage alerts, who see each URL as its origin and a hint. */
export async function listEndpoints(
  orgId: OrgScope,
  appId: string,
  { fullUrls }: { fullUrls: boolean },
): Promise<WebhookEndpoint[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const app = await alertApp(tx, orgId, appId);
    const rows = await tx
      .select(columns)
      .from(webhookEndpoints)
      .where(ofApp(webhookEndpoints, app))
      .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
    return rows.map((row) => toEndpoint(fullUrls ? row : { ...row, url: webhookUrlHint(row.url) }));
  });
}

const URL_KEYS = { url: WEBHOOK_URL_INVALID, scheme: WEBHOOK_URL_SCHEME, private: WEBHOOK_URL_PRIVATE };
const URL_MESSAGES = {
  url: 'The URL is not a valid web address',
  scheme: 'The URL must start with https://',
  private:
    "The URL leads to a private, loopback or link-local address: webhooks to such addresses are turned off on this console (the operator's setting ALERT_ALLOW_PRIVATE_TARGETS=on allows them)",
};

/**
 * The language a Slack endpoint gets when its creator names none: the console language the call came
 * from, else its user's own, else the console's default.
 */
async function callerLocale(source: AuditSource): Promise<Locale> {
  if (source.client.locale) return source.client.locale;
  const stored = source.actor.kind === 'user' ? await localeOfUser(source.actor.user.id) : undefined;
  return stored ?? DEFAULT_LOCALE;
}

export async function createEndpoint(
  orgId: OrgScope,
  appId: string,
  input: CreateWebhookInput,
  source: AuditSource,
): Promise<WebhookEndpointWithSecret> {
  const db = await getDb();
  // Who may, first: a stranger learns nothing, and makes no DNS lookup, for someone else's app.
  await alertApp(db, orgId, appId);
  const problem = await targetProblem(input.url);
  if (problem) {
    throw new ApiError(400, 'validation_failed', URL_MESSAGES[problem], {
      fields: { url: URL_KEYS[problem] },
    });
  }
  const language = input.format === 'slack' ? (input.language ?? (await callerLocale(source))) : null;
  return db.transaction(async (tx) => {
    const app = await alertApp(tx, orgId, appId);
    const existing = await tx.$count(webhookEndpoints, ofApp(webhookEndpoints, app));
    if (existing >= ENDPOINTS_PER_APP) {
      throw new ApiError(409, 'limit_reached', `An app has at most ${ENDPOINTS_PER_APP} webhook endpoints`);
    }
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        orgId: app.orgId,
        appId,
        url: input.url,
        format: input.format,
        language,
        secret: generateWebhookSecret(),
      })
      .returning({ ...columns, secret: webhookEndpoints.secret });
    await recordAudit(tx, {
      source,
      action: 'webhook.create',
      ...alertAuditTarget(app),
      changes: [
        ...change('url', null, webhookUrlHint(row.url)),
        ...change('format', null, row.format),
        ...change('language', null, row.language),
      ],
    });
    return { ...toEndpoint(row), secret: row.secret };
  });
}

export async function deleteEndpoint(
  orgId: OrgScope,
  appId: string,
  endpointId: string,
  source: AuditSource,
) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const app = await alertApp(tx, orgId, appId);
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, endpointId), ofApp(webhookEndpoints, app)))
      .returning({ url: webhookEndpoints.url });
    if (!row) throw endpointNotFound();
    await recordAudit(tx, {
      source,
      action: 'webhook.delete',
      ...alertAuditTarget(app),
      changes: change('url', webhookUrlHint(row.url), null),
    });
  });
}

/** A new secret; the old one stops signing at once. */
export async function rotateEndpointSecret(
  orgId: OrgScope,
  appId: string,
  endpointId: string,
  source: AuditSource,
): Promise<WebhookEndpointWithSecret> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const app = await alertApp(tx, orgId, appId);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ secret: generateWebhookSecret() })
      .where(and(eq(webhookEndpoints.id, endpointId), ofApp(webhookEndpoints, app)))
      .returning({ ...columns, secret: webhookEndpoints.secret });
    if (!row) throw endpointNotFound();
    await recordAudit(tx, {
      source,
      action: 'webhook.secret_rotate',
      ...alertAuditTarget(app),
      changes: [{ field: 'url', before: null, after: webhookUrlHint(row.url) }],
    });
    return { ...toEndpoint(row), secret: row.secret };
  });
}

/**
 * Re-enables an endpoint disabled for failing (endpoint-health.ts): its failing streak starts again, and
 * what it still holds is due at once (the caller starts sending). An enabled endpoint stays as it is.
 */
export async function enableEndpoint(
  orgId: OrgScope,
  appId: string,
  endpointId: string,
  source: AuditSource,
): Promise<WebhookEndpoint> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const app = await alertApp(tx, orgId, appId);
    const where = and(eq(webhookEndpoints.id, endpointId), ofApp(webhookEndpoints, app));
    const [before] = await tx.select(columns).from(webhookEndpoints).where(where).for('update');
    if (!before) throw endpointNotFound();
    if (!before.disabledAt) return toEndpoint(before);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ disabledAt: null, failingSince: null })
      .where(where)
      .returning(columns);
    await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(
        and(
          eq(webhookDeliveries.orgId, app.orgId),
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.state, 'pending'),
        ),
      );
    await recordAudit(tx, {
      source,
      action: 'webhook.enable',
      ...alertAuditTarget(app),
      changes: [{ field: 'url', before: null, after: webhookUrlHint(row.url) }],
    });
    return toEndpoint(row);
  });
}
