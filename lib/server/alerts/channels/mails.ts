import 'server-only';

import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import type { EmailChannelTest } from '@/lib/api/contract/channels';
import type { Incident } from '@/lib/api/contract/incidents';
import { INCIDENTS_PATH } from '@/lib/routes';
import { channelById, channelNotFound } from '@/lib/server/alerts/channels/channels';
import { incidentById } from '@/lib/server/alerts/incidents/read';
import type { DbExecutor } from '@/lib/server/audit/record';
import { storedLocale } from '@/lib/server/auth/user-locale';
import { serverConfig } from '@/lib/server/config';
import { getDb, rowsOf } from '@/lib/server/db/client';
import { memberships, organisations, users } from '@/lib/server/db/schema';
import { rateLimited } from '@/lib/server/http/api-error';
import { log } from '@/lib/server/log';
import { noticeTranslator } from '@/lib/server/mail/email-text';
import { mailEnabled, sendMail } from '@/lib/server/mail/mailer';
import { consoleSettingValues } from '@/lib/settings/public';

/**
 * Incident emails (docs/product.md, Email channels). When the check announces an incident's change
 * (opened, grew, resolved), it also queues, in its transaction, one row of `channel_mails` with the
 * members of the channels the app's rule lists; after the check, `sendChannelMails` mails each of them
 * once, in their language. A row is claimed with a lease, so that instances and rounds overlapping do
 * not send it twice, and records whom it mailed: an instance that stops mid-send leaves the others to
 * be mailed when the lease ends.
 */

export type IncidentMailType = 'incident.opened' | 'incident.updated' | 'incident.resolved';

/** The least time between two tests of one channel. */
const TEST_EVERY_SECONDS = 60;

/** How long a claimed row is an instance's, and how often a row whose every mail failed is tried. */
const LEASE_SECONDS = 300;
const MAX_ATTEMPTS = 5;

/**
 * Queues the emails of an incident's change for the members of the rule's channels (each once), in the
 * check's transaction; answers how many people it will mail. Nothing without a mail server.
 */
export async function queueIncidentMails(
  tx: DbExecutor,
  rule: { orgId: string; appId: string },
  incidentId: string,
  type: IncidentMailType,
): Promise<number> {
  if (!mailEnabled()) return 0;
  const [row] = rowsOf<{ recipients: unknown }>(
    await tx.execute(sql`
      with recipients as (
        select distinct m.user_id
        from alert_rules r
        join notification_channels c on c.org_id = r.org_id and c.id = any(r.channel_ids)
        join memberships m on m.org_id = r.org_id and m.user_id = any(c.recipient_ids)
        where r.org_id = ${rule.orgId} and r.app_id = ${rule.appId}
      ),
      queued as (
        insert into channel_mails (org_id, incident_id, event_type, recipient_ids)
        select ${rule.orgId}, ${incidentId}, ${type}, array_agg(user_id) from recipients
        having count(*) > 0
        returning cardinality(recipient_ids) as recipients
      )
      select coalesce((select recipients from queued), 0) as recipients`),
  );
  return Number(row?.recipients ?? 0);
}

interface Recipient {
  id: string;
  email: string;
  locale: Locale | undefined;
}

/** Who of `ids` still belongs to the organisation, with their address and language. */
async function recipientsOf(orgId: string, ids: readonly string[]): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  const rows = await (
    await getDb()
  )
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.orgId, orgId), inArray(memberships.userId, [...ids])));
  return rows.map((row) => ({ id: row.id, email: row.email, locale: storedLocale(row.locale) }));
}

async function orgName(orgId: string): Promise<string> {
  const [org] = await (
    await getDb()
  )
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return org?.name ?? '';
}

/**
 * Mails `write(locale)` to each recipient, written once per language; answers how many were sent. A
 * refusal is logged by `what` (no address) and the others are still sent.
 */
async function mailEach(
  recipients: readonly Recipient[],
  write: (locale: Locale | undefined) => Promise<{ subject: string; text: string }>,
  what: string,
): Promise<number> {
  const written = new Map<Locale | undefined, Promise<{ subject: string; text: string }>>();
  let sent = 0;
  for (const recipient of recipients) {
    if (!written.has(recipient.locale)) written.set(recipient.locale, write(recipient.locale));
    try {
      await sendMail({ to: recipient.email, ...(await written.get(recipient.locale)!) });
      sent += 1;
    } catch (error) {
      log().error({ component: 'mail', err: error }, `${what} was not sent`);
    }
  }
  return sent;
}

/** The incident's email in one language: subject and text, with the link to its page. */
async function incidentMail(
  incident: Incident,
  type: IncidentMailType,
  org: string,
  locale: Locale | undefined,
): Promise<{ subject: string; text: string }> {
  const t = await noticeTranslator('IncidentEmail', locale);
  const { appName: app, viewName: view } = incident.scope;
  const values = {
    app,
    org,
    product: consoleSettingValues().PRODUCT_NAME,
    count: incident.devicesAffected,
    total: incident.devicesInScope,
    offline: incident.devicesOffline,
    scope: view === null ? t('scopeApp', { app }) : t('scopeView', { app, view }),
    start: new Date(incident.startedAt),
    link: `${serverConfig().consoleUrl ?? ''}${INCIDENTS_PATH}/${incident.id}`,
  };
  const footer = t('footer', values);
  const regression = incident.kind === 'regression';
  if (type === 'incident.resolved')
    return {
      subject: t('resolvedSubject', values),
      text: `${t(regression ? 'regressionResolvedBody' : 'resolvedBody', {
        ...values,
        resolution: incident.resolution ?? 'returned',
      })}\n\n${footer}`,
    };
  const opened = regression ? 'regressionOpenedSubject' : 'openedSubject';
  return {
    subject: t(type === 'incident.opened' ? opened : 'updatedSubject', values),
    text: `${t(regression ? 'regressionBody' : 'body', values)}\n\n${footer}`,
  };
}

type Claimed = {
  org_id: string;
  id: string;
  incident_id: string;
  event_type: IncidentMailType;
  recipient_ids: string[];
  sent_ids: string[];
  attempts: number;
};

/** The oldest row not done whose lease (if any) has ended, and that has attempts left: claimed. */
async function claimNext(): Promise<Claimed | null> {
  const [row] = rowsOf<Claimed>(
    await (
      await getDb()
    ).execute(sql`
      update channel_mails set claimed_until = now() + ${LEASE_SECONDS} * interval '1 second',
        attempts = attempts + 1
      where (org_id, id) = (
        select org_id, id from channel_mails
        where done_at is null and (claimed_until is null or claimed_until < now())
          and attempts < ${MAX_ATTEMPTS}
        order by created_at limit 1
        for update skip locked
      )
      returning org_id, id, incident_id, event_type, recipient_ids, sent_ids, attempts`),
  );
  return row ?? null;
}

/** The row, still this sender's (its lease unexpired, not taken over), for another lease. */
async function renew(row: Claimed): Promise<boolean> {
  const renewed = rowsOf<{ id: string }>(
    await (
      await getDb()
    ).execute(sql`
      update channel_mails set claimed_until = now() + ${LEASE_SECONDS} * interval '1 second'
      where org_id = ${row.org_id} and id = ${row.id} and done_at is null and attempts = ${row.attempts}
        and claimed_until > now()
      returning id`),
  );
  return renewed.length > 0;
}

/** Notes a recipient mailed (the row is this sender's: renew() said so just before). */
async function noteSent(row: Claimed, userId: string): Promise<void> {
  await (
    await getDb()
  ).execute(sql`
    update channel_mails set sent_ids = array_append(sent_ids, ${userId}::uuid)
    where org_id = ${row.org_id} and id = ${row.id} and attempts = ${row.attempts}
      and not (${userId}::uuid = any(sent_ids))`);
}

type RowOutcome = { went: number; state: 'done' | 'failed' | 'stopped' };

/**
 * Mails one claimed row's recipients not mailed yet, until `deadline`. Before each email the lease is
 * renewed: a row taken over meanwhile (its lease ended) is left to its new sender, which mails only the
 * ones not recorded. Answers how many went, and whether all went (`done`), some failed (`failed`), or
 * it stopped before the end (`stopped`: out of time, or taken over).
 */
async function sendRow(row: Claimed, deadline: number): Promise<RowOutcome> {
  const db = await getDb();
  const incident = await incidentById(db, row.org_id, row.incident_id);
  const org = await orgName(row.org_id);
  const pending = row.recipient_ids.filter((id) => !row.sent_ids.includes(id));
  const recipients = await recipientsOf(row.org_id, pending);
  const written = new Map<Locale | undefined, Promise<{ subject: string; text: string }>>();
  let went = 0;
  let failed = false;
  for (const recipient of recipients) {
    if (Date.now() > deadline || !(await renew(row))) return { went, state: 'stopped' };
    if (!written.has(recipient.locale))
      written.set(recipient.locale, incidentMail(incident, row.event_type, org, recipient.locale));
    try {
      await sendMail({ to: recipient.email, ...(await written.get(recipient.locale)!) });
    } catch (error) {
      failed = true;
      log().error({ component: 'mail', err: error }, 'an incident email was not sent');
      continue;
    }
    went += 1;
    await noteSent(row, recipient.id);
  }
  return { went, state: failed ? 'failed' : 'done' };
}

/** How long one round sends, at most: the rest waits for the next (the check runs every minute). */
const ROUND_BUDGET_MS = 20_000;

/**
 * Sends the incident emails that are due, oldest first, for about ROUND_BUDGET_MS (an email started by
 * then is finished); answers how many emails went. Each recipient is mailed once: a row records whom it
 * mailed, so a row taken over after its lease, tried again after a failure (MAX_ATTEMPTS in all), or
 * left when the round's time ran out, mails only the rest. Rows out of attempts are closed, and rows
 * done a week ago deleted.
 */
export async function sendChannelMails(): Promise<number> {
  if (!mailEnabled()) return 0;
  const db = await getDb();
  const deadline = Date.now() + ROUND_BUDGET_MS;
  let sent = 0;
  while (Date.now() < deadline) {
    const row = await claimNext();
    if (!row) break;
    let outcome: RowOutcome = { went: 0, state: 'failed' };
    try {
      outcome = await sendRow(row, deadline);
    } catch (error) {
      log().error({ component: 'alerts', err: error }, 'incident emails were not sent');
    }
    sent += outcome.went;
    const mine = sql`org_id = ${row.org_id} and id = ${row.id} and attempts = ${row.attempts} and done_at is null`;
    if (outcome.state === 'done' || (outcome.state === 'failed' && row.attempts >= MAX_ATTEMPTS))
      await db.execute(sql`update channel_mails set done_at = now() where ${mine}`);
    // Out of time: handed back at once, and the attempt not counted (nothing failed).
    else if (outcome.state === 'stopped' && Date.now() > deadline)
      await db.execute(
        sql`update channel_mails set claimed_until = now(), attempts = attempts - 1 where ${mine}`,
      );
  }
  // A row whose last attempt's sender stopped (its lease over): nobody will take it again.
  const closed = rowsOf<{ id: string }>(
    await db.execute(sql`
      update channel_mails set done_at = now()
      where done_at is null and attempts >= ${MAX_ATTEMPTS} and claimed_until < now()
      returning id`),
  );
  if (closed.length > 0)
    log().warn({ component: 'alerts', rows: closed.length }, 'incident emails given up after their attempts');
  await db.execute(sql`delete from channel_mails where done_at < now() - interval '7 days'`);
  return sent;
}

/**
 * "Send a test": a test email to each of the channel's members now, in their language; answers how
 * many went, and whether there is a mail server at all (POST /api/channels/<id>/test). One a minute
 * per channel: sooner, 429 rate_limited with Retry-After.
 */
export async function sendChannelTest(orgId: string, channelId: string): Promise<EmailChannelTest> {
  const db = await getDb();
  const channel = await channelById(db, orgId, channelId);
  if (!mailEnabled()) return { sent: 0, mailServer: false };
  // One test a minute: a button pressed again, or a script looping, does not flood the members. The
  // update decides (a concurrent one waits for the row, then sees the time it wrote).
  const taken = rowsOf<{ id: string }>(
    await db.execute(sql`
      update notification_channels set last_test_at = now()
      where org_id = ${orgId} and id = ${channelId}
        and (last_test_at is null or last_test_at <= now() - ${TEST_EVERY_SECONDS} * interval '1 second')
      returning id`),
  );
  if (taken.length === 0) {
    const [last] = rowsOf<{ wait: unknown }>(
      await db.execute(sql`
        select ceil(extract(epoch from last_test_at + ${TEST_EVERY_SECONDS} * interval '1 second' - now()))
          as wait
        from notification_channels where org_id = ${orgId} and id = ${channelId}`),
    );
    if (!last) throw channelNotFound();
    throw rateLimited(Math.max(1, Number(last.wait) || TEST_EVERY_SECONDS));
  }
  const recipients = await recipientsOf(
    orgId,
    channel.recipients.map((recipient) => recipient.id),
  );
  const org = await orgName(orgId);
  const values = {
    channel: channel.name,
    org,
    product: consoleSettingValues().PRODUCT_NAME,
    link: `${serverConfig().consoleUrl ?? ''}${INCIDENTS_PATH}`,
  };
  const sent = await mailEach(
    recipients,
    async (locale) => {
      const t = await noticeTranslator('ChannelTestEmail', locale);
      return { subject: t('subject', values), text: t('body', values) };
    },
    'a channel test email',
  );
  return { sent, mailServer: true };
}
