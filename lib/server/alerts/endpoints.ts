import 'server-only';

import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@/lib/api/contract/alerts';
import { alertApp, alertAuditTarget } from '@/lib/server/alerts/access';
import { deleteListedChannel } from '@/lib/server/alerts/channels/rule-channels';
import { holdAlertCheck } from '@/lib/server/alerts/check';
import { generateWebhookSecret } from '@/lib/server/alerts/signing';
import { targetProblem } from '@/lib/server/alerts/targets';
import { webhookUrlHint } from '@/lib/server/alerts/url-hint';
import { change, recordAudit, type AuditSource, type DbExecutor } from '@/lib/server/audit/record';
import { localeOfUser, storedLocale } from '@/lib/server/auth/user-locale';
import { getDb } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/errors';
import {
  organisations,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookEndpointRow,
} from '@/lib/server/db/schema';
import { ofApp } from '@/lib/server/db/tenant';
import type { OrgScope } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';
import {
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_PRIVATE,
  WEBHOOK_URL_SCHEME,
  type CreateWebhookInput,
  type OrgWebhookInput,
} from '@/lib/validations/alerts';
import { CHANNELS_PER_ORG } from '@/lib/validations/channels';
import { NAME_TAKEN } from '@/lib/validations/messages';

/**
 * Webhook endpoints: an app's, which get every event of the app, and the organisation's channels (no
 * app, a name), which get the incidents of the apps whose alert rule lists them (docs/product.md,
 * Channels). Whoever manages alerts manages them; the secret is answered twice only.
 */

/** Endpoints per app: enough for a few systems, few enough that a digest stays one request each. */
export const ENDPOINTS_PER_APP = 10;

const columns = {
  id: webhookEndpoints.id,
  name: webhookEndpoints.name,
  url: webhookEndpoints.url,
  format: webhookEndpoints.format,
  language: webhookEndpoints.language,
  createdAt: webhookEndpoints.createdAt,
  failingSince: webhookEndpoints.failingSince,
  disabledAt: webhookEndpoints.disabledAt,
};

type EndpointColumns = Pick<
  WebhookEndpointRow,
  'id' | 'name' | 'url' | 'format' | 'language' | 'createdAt' | 'failingSince' | 'disabledAt'
>;

function toEndpoint(row: EndpointColumns): WebhookEndpoint {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    format: row.format,
    language: storedLocale(row.language) ?? null,
    createdAt: row.createdAt.toISOString(),
    failingSince: row.failingSince?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

export interface EndpointOwner {
  orgId: string;
  appId: string | null;
  /** The app's name (a test event names it); null for the organisation's channels. */
  appName: string | null;
  where: SQL;
  /** The audit entry's target and owner for a change of this endpoint: the app, or the channel. */
  audit: (row: { id: string; name: string | null }) => {
    target: { kind: 'app' | 'channel'; id: string; label: string };
    orgId: string;
  };
}

/**
 * Whose endpoints a call is about: an app's (of the caller's organisation `orgId`, or any app for an
 * admin, whose `orgId` is null; else 404 not_found, alertApp), or with `appId` null the organisation's
 * channels, which only a call in an organisation reaches (the routes require one).
 */
export async function endpointOwner(
  tx: DbExecutor,
  orgId: OrgScope,
  appId: string | null,
): Promise<EndpointOwner> {
  if (appId === null) {
    if (orgId === null) throw endpointNotFound();
    return {
      orgId,
      appId: null,
      appName: null,
      where: and(eq(webhookEndpoints.orgId, orgId), isNull(webhookEndpoints.appId)) as SQL,
      audit: (row) => ({ target: { kind: 'channel', id: row.id, label: row.name ?? '' }, orgId }),
    };
  }
  const app = await alertApp(tx, orgId, appId);
  return {
    orgId: app.orgId,
    appId: app.id,
    appName: app.name,
    where: ofApp(webhookEndpoints, app),
    audit: () => alertAuditTarget(app),
  };
}

export function endpointNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'There is no such webhook endpoint');
}

/** `fullUrls`: false for those who may not manage alerts, who see each URL as its origin and a hint. */
export async function listEndpoints(
  orgId: OrgScope,
  appId: string | null,
  { fullUrls }: { fullUrls: boolean },
): Promise<WebhookEndpoint[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const owner = await endpointOwner(tx, orgId, appId);
    const rows = await tx
      .select(columns)
      .from(webhookEndpoints)
      .where(owner.where)
      .orderBy(
        // The organisation's channels by name, an app's endpoints as they were added.
        ...(owner.appId === null ? [asc(sql`lower(${webhookEndpoints.name})`)] : []),
        asc(webhookEndpoints.createdAt),
        asc(webhookEndpoints.id),
      );
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

function nameTaken(): ApiError {
  return new ApiError(409, 'name_taken', 'The organisation has a channel of this name', {
    fields: { name: NAME_TAKEN },
  });
}

/** Adds an endpoint to an app, or a channel to the organisation (`name` given, `ref.appId` null). */
export async function createEndpoint(
  orgId: OrgScope,
  appId: string | null,
  input: CreateWebhookInput | OrgWebhookInput,
  source: AuditSource,
): Promise<WebhookEndpointWithSecret> {
  const db = await getDb();
  // Who may, first: a stranger learns nothing, and makes no DNS lookup, for someone else's app.
  if (appId !== null) await alertApp(db, orgId, appId);
  const problem = await targetProblem(input.url);
  if (problem) {
    throw new ApiError(400, 'validation_failed', URL_MESSAGES[problem], {
      fields: { url: URL_KEYS[problem] },
    });
  }
  const language = input.format === 'slack' ? (input.language ?? (await callerLocale(source))) : null;
  const name = appId === null && 'name' in input ? input.name : null;
  try {
    return await db.transaction(async (tx) => {
      const owner = await endpointOwner(tx, orgId, appId);
      // Two channels made at once wait for each other here, so that the limit holds.
      if (owner.appId === null) {
        await tx.execute(
          sql`select 1 from ${organisations} where ${organisations.id} = ${owner.orgId} for no key update`,
        );
      }
      const existing = await tx.$count(webhookEndpoints, owner.where);
      const limit = owner.appId === null ? CHANNELS_PER_ORG : ENDPOINTS_PER_APP;
      if (existing >= limit) {
        throw new ApiError(
          409,
          'limit_reached',
          owner.appId === null
            ? `An organisation has at most ${limit} Slack and webhook channels`
            : `An app has at most ${limit} webhook endpoints`,
        );
      }
      const [row] = await tx
        .insert(webhookEndpoints)
        .values({
          orgId: owner.orgId,
          appId: owner.appId,
          name,
          url: input.url,
          format: input.format,
          language,
          secret: generateWebhookSecret(),
        })
        .returning({ ...columns, secret: webhookEndpoints.secret });
      await recordAudit(tx, {
        source,
        action: 'webhook.create',
        ...owner.audit(row),
        changes: [
          ...change('name', null, row.name),
          ...change('url', null, webhookUrlHint(row.url)),
          ...change('format', null, row.format),
          ...change('language', null, row.language),
        ],
      });
      return { ...toEndpoint(row), secret: row.secret };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Deletes an endpoint with its deliveries; a channel of the organisation leaves the rules listing it. */
export async function deleteEndpoint(
  orgId: OrgScope,
  appId: string | null,
  endpointId: string,
  source: AuditSource,
) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const owner = await endpointOwner(tx, orgId, appId);
    const remove = async () => {
      const [row] = await tx
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, endpointId), owner.where))
        .returning({ id: webhookEndpoints.id, name: webhookEndpoints.name, url: webhookEndpoints.url });
      if (!row) throw endpointNotFound();
      await recordAudit(tx, {
        source,
        action: 'webhook.delete',
        ...owner.audit(row),
        changes: [...change('name', row.name, null), ...change('url', webhookUrlHint(row.url), null)],
      });
    };
    if (owner.appId === null) {
      // A round of the check locks the channel (the deliveries it queues refer to it) and then rules;
      // this locks the rules listing the channel and then the channel: the round goes first.
      await holdAlertCheck(tx);
      await deleteListedChannel(tx, owner.orgId, endpointId, source, remove);
    } else await remove();
  });
}

/** A new secret; the old one stops signing at once. */
export async function rotateEndpointSecret(
  orgId: OrgScope,
  appId: string | null,
  endpointId: string,
  source: AuditSource,
): Promise<WebhookEndpointWithSecret> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const owner = await endpointOwner(tx, orgId, appId);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ secret: generateWebhookSecret() })
      .where(and(eq(webhookEndpoints.id, endpointId), owner.where))
      .returning({ ...columns, secret: webhookEndpoints.secret });
    if (!row) throw endpointNotFound();
    await recordAudit(tx, {
      source,
      action: 'webhook.secret_rotate',
      ...owner.audit(row),
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
  appId: string | null,
  endpointId: string,
  source: AuditSource,
): Promise<WebhookEndpoint> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const owner = await endpointOwner(tx, orgId, appId);
    const where = and(eq(webhookEndpoints.id, endpointId), owner.where);
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
          eq(webhookDeliveries.orgId, owner.orgId),
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.state, 'pending'),
        ),
      );
    await recordAudit(tx, {
      source,
      action: 'webhook.enable',
      ...owner.audit(row),
      changes: [{ field: 'url', before: null, after: webhookUrlHint(row.url) }],
    });
    return toEndpoint(row);
  });
}
