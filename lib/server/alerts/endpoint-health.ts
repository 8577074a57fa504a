import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import { webhookUrlHint } from '@/lib/server/alerts/url-hint';
import { SYSTEM_SOURCE, recordAudit } from '@/lib/server/audit/record';
import { serverConfig } from '@/lib/server/config';
import { getDb, rowsOf } from '@/lib/server/db/client';
import { apps, organisations, webhookDeliveries } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { noticeTranslator } from '@/lib/server/mail/email-text';
import { mailEnabled } from '@/lib/server/mail/mailer';
import { mailOrgManagers } from '@/lib/server/mail/org-managers';
import { consoleSettingValues } from '@/lib/settings/public';

/**
 * Endpoints that keep failing (docs/product.md, Offline alerts, "An endpoint that keeps failing"): once
 * every attempt at an endpoint has failed for three days (no delivery succeeded since the first failure,
 * and no pause of more than FAILURE_GAP_HOURS between two failures: a failure days after an old one
 * starts a new streak), it is disabled, as Stripe does: only test events are attempted, the owners and
 * admins of its organisation get an email, the console says so on the endpoint, and the audit log records
 * it (by the system). What it still holds (pending deliveries, and those queued while it is disabled, up
 * to BACKLOG_DAYS old) is sent again when a person re-enables it (endpoints.ts, enableEndpoint).
 */
export const DISABLE_AFTER_DAYS = 3;
/** Longer than the longest wait between two retries (2 h, deliver.ts): failures this far apart are one streak. */
export const FAILURE_GAP_HOURS = 3;
/** A disabled endpoint's deliveries older than this fail for good: the backlog it holds stays bounded. */
export const BACKLOG_DAYS = 3;

interface Attempted {
  orgId: string;
  endpointId: string;
}

/** Notes an attempt's outcome on its endpoint, and disables the endpoint when its failing has lasted. */
export async function noteAttempt(endpoint: Attempted, ok: boolean): Promise<void> {
  const db = await getDb();
  if (ok) {
    await db.execute(sql`
      update webhook_endpoints set failing_since = null
      where org_id = ${endpoint.orgId} and id = ${endpoint.endpointId} and failing_since is not null`);
    return;
  }
  const disabled = await db.transaction(async (tx) => {
    // One statement: of two instances failing at once, one disables it and records it.
    const [row] = rowsOf<{ app_id: string | null; name: string | null; url: string; disabled: boolean }>(
      await tx.execute(sql`
        update webhook_endpoints set
          failing_since = case
            when failing_since is null
              or last_failed_at < now() - make_interval(hours => ${FAILURE_GAP_HOURS}) then now()
            else failing_since end,
          last_failed_at = now(),
          disabled_at = case
            when disabled_at is null
              and failing_since <= now() - make_interval(days => ${DISABLE_AFTER_DAYS})
              and last_failed_at >= now() - make_interval(hours => ${FAILURE_GAP_HOURS}) then now()
            else disabled_at end
        where org_id = ${endpoint.orgId} and id = ${endpoint.endpointId}
        returning app_id, name, url, disabled_at is not distinct from now() as disabled`),
    );
    if (!row?.disabled) return null;
    // An organisation's channel (no app) is named by its own name.
    const [app] =
      row.app_id === null
        ? []
        : await tx
            .select({ name: apps.name })
            .from(apps)
            .where(and(eq(apps.orgId, endpoint.orgId), eq(apps.id, row.app_id)));
    await recordAudit(tx, {
      source: SYSTEM_SOURCE,
      action: 'webhook.disable',
      target:
        row.app_id === null
          ? { kind: 'channel', id: endpoint.endpointId, label: row.name ?? '' }
          : { kind: 'app', id: row.app_id, label: app?.name ?? '' },
      orgId: endpoint.orgId,
      changes: [{ field: 'url', before: null, after: webhookUrlHint(row.url) }],
    });
    return { appId: row.app_id, appName: app?.name ?? null, channelName: row.name, url: row.url };
  });
  if (disabled) {
    log().warn(
      { component: 'alerts', endpointId: endpoint.endpointId, appId: disabled.appId },
      `a webhook endpoint was disabled: every attempt failed for ${DISABLE_AFTER_DAYS} days`,
    );
    await sendDisabledNotice(endpoint.orgId, disabled).catch((error: unknown) =>
      log().error({ component: 'mail', err: error }, 'a disabled-endpoint notice was not sent'),
    );
  }
}

/** Fails for good what disabled endpoints have held longer than BACKLOG_DAYS; answers how many. */
export async function expireDisabledBacklog(): Promise<number> {
  const db = await getDb();
  const expired = await db
    .update(webhookDeliveries)
    .set({ state: 'failed', error: 'endpoint disabled', nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(webhookDeliveries.state, 'pending'),
        sql`${webhookDeliveries.createdAt} < now() - make_interval(days => ${BACKLOG_DAYS})`,
        sql`exists (select 1 from webhook_endpoints e where e.org_id = ${webhookDeliveries.orgId}
          and e.id = ${webhookDeliveries.endpointId} and e.disabled_at is not null)`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return expired.length;
}

/** Mails the organisation's owners and admins that the endpoint was disabled; answers how many were sent. */
async function sendDisabledNotice(
  orgId: string,
  disabled: { appId: string | null; appName: string | null; channelName: string | null; url: string },
): Promise<number> {
  if (!mailEnabled()) return 0;
  const db = await getDb();
  const [org] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  const values = {
    app: disabled.appName ?? '',
    channel: disabled.channelName ?? '',
    org: org?.name ?? '',
    // Its origin only: a webhook's path may hold a credential (a Slack URL's does).
    endpoint: new URL(disabled.url).origin,
    days: DISABLE_AFTER_DAYS,
    product: consoleSettingValues().PRODUCT_NAME,
    link: `${serverConfig().consoleUrl ?? ''}/app-management`,
  };
  return mailOrgManagers(
    orgId,
    async (locale) => {
      const t = await noticeTranslator('WebhookDisabledEmail', locale);
      // An organisation's channel is re-enabled where it is listed, in any app's alerts.
      return disabled.appId === null
        ? { subject: t('channelSubject', values), text: t('channelBody', values) }
        : { subject: t('subject', values), text: t('body', values) };
    },
    'a disabled-endpoint notice',
  );
}
