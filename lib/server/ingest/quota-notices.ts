import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import { serverConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { apps, appQuotaNotices, organisations } from '@/lib/server/db/schema';
import type { IngestApp } from '@/lib/server/ingest/app-key-cache';
import { log } from '@/lib/server/log';
import { noticeTranslator } from '@/lib/server/mail/email-text';
import { mailEnabled } from '@/lib/server/mail/mailer';
import { mailOrgManagers } from '@/lib/server/mail/org-managers';
import type { Grant } from '@/lib/server/rate-limit/synced-window';
import { consoleSettingValues } from '@/lib/settings/public';

/**
 * Usage notices (docs/product.md, Heartbeat quota): when an app's heartbeats reach 80% and then 100% of
 * its quota in a window, the owners and admins of its organisation get an email, at most one a level a
 * day per app, so that they hear of a fleet outgrowing its quota before or as beats are refused, not
 * from their devices. The ingest notices the crossing in memory (noteQuotaUse, no statement on the hot
 * path); the notice is then claimed in one statement (app_quota_notices), so that instances crossing
 * the same level send it once, and mailed after. With no mail server set nothing is claimed.
 */
export const QUOTA_NOTICE_LEVELS = [80, 100] as const;
export type QuotaNoticeLevel = (typeof QUOTA_NOTICE_LEVELS)[number];

/** A process tries a level of an app at most this often: past the first claim, the table says no for a day. */
const RETRY_AFTER_MS = 60 * 60_000;
const tried = new Map<string, number>();

/**
 * The level a grant reached, if its count crossed one: 100 when the quota is used up (or beats were
 * refused for it), 80 when four fifths are. A quota of 0 refuses every beat on purpose: no notice.
 */
export function crossedLevel(
  before: number,
  after: number,
  limit: number,
  refused: boolean,
): QuotaNoticeLevel | null {
  if (limit <= 0) return null;
  if (refused || (before < limit && after >= limit)) return 100;
  if (before < limit * 0.8 && after >= limit * 0.8) return 80;
  return null;
}

/** The ingest's note of one grant of an app's quota (group-commit.ts): sends a notice if one is due. */
export function noteQuotaUse(app: IngestApp, grant: Grant, limit: number, wanted: number): void {
  const level = crossedLevel(grant.used - grant.granted, grant.used, limit, grant.granted < wanted);
  if (level === null || !mailEnabled()) return;
  const key = `${app.id}:${level}`;
  const now = Date.now();
  if ((tried.get(key) ?? 0) > now - RETRY_AFTER_MS) return;
  tried.set(key, now);
  sendQuotaNotice(app, level, { used: Math.min(grant.used, limit), limit }).catch((error: unknown) =>
    log().error({ component: 'mail', err: error, appId: app.id }, 'a quota notice was not sent'),
  );
}

/** Forgets which notices this process tried (tests). */
export function forgetQuotaNotices(): void {
  tried.clear();
}

/**
 * Claims the notice of `level` for the app (none if one went out in the last day) and mails its
 * organisation's owners and admins; answers how many emails were sent.
 */
export async function sendQuotaNotice(
  app: Pick<IngestApp, 'id' | 'orgId'>,
  level: QuotaNoticeLevel,
  figures: { used: number; limit: number },
): Promise<number> {
  if (!mailEnabled()) return 0;
  const db = await getDb();
  const claimed = await db
    .insert(appQuotaNotices)
    .values({ orgId: app.orgId, appId: app.id, level, sentAt: sql`now()` })
    .onConflictDoUpdate({
      target: [appQuotaNotices.orgId, appQuotaNotices.appId, appQuotaNotices.level],
      set: { sentAt: sql`now()` },
      setWhere: sql`${appQuotaNotices.sentAt} <= now() - interval '1 day'`,
    })
    .returning({ level: appQuotaNotices.level });
  if (claimed.length === 0) return 0;

  const [named] = await db
    .select({ app: apps.name, org: organisations.name })
    .from(apps)
    .innerJoin(organisations, eq(organisations.id, apps.orgId))
    .where(and(eq(apps.orgId, app.orgId), eq(apps.id, app.id)));
  if (!named) return 0;
  const values = {
    app: named.app,
    org: named.org,
    product: consoleSettingValues().PRODUCT_NAME,
    used: figures.used,
    limit: figures.limit,
    link: `${serverConfig().consoleUrl ?? ''}/app-management`,
  };
  return mailOrgManagers(
    app.orgId,
    async (locale) => {
      const t = await noticeTranslator('QuotaNoticeEmail', locale);
      return level === 100
        ? { subject: t('fullSubject', values), text: t('fullBody', values) }
        : { subject: t('nearSubject', values), text: t('nearBody', values) };
    },
    'a quota notice',
  );
}
