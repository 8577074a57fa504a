import 'server-only';

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import { API_TOKENS_PATH } from '@/lib/routes';
import { storedLocale } from '@/lib/server/auth/user-locale';
import { serverConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { apiTokens, memberships, organisations, users } from '@/lib/server/db/schema';
import type { BackgroundJob } from '@/lib/server/jobs/job';
import { log } from '@/lib/server/log';
import { noticeTranslator } from '@/lib/server/mail/email-text';
import { mailEnabled, sendMail } from '@/lib/server/mail/mailer';
import { consoleSettingValues } from '@/lib/settings/public';

/**
 * Seven days before an organisation token expires, its organisation's owners and admins get one email
 * saying so (docs/product.md, API tokens). A run claims the tokens to tell in one UPDATE (each row
 * once, so overlapping runs on several instances never send twice), then mails after the commit. With
 * no mail server set it claims nothing: the notices go once one is.
 */
export const EXPIRY_NOTICE_DAYS = 7;
const INTERVAL_MS = 60 * 60_000;
const FIRST_RUN_DELAY_MS = 90_000;

interface Claimed {
  orgId: string;
  name: string;
  expiresAt: Date;
}

/** Claims the organisation tokens due a notice and mails each organisation's owners and admins; how many. */
export async function sendTokenExpiryNotices(): Promise<number> {
  if (!mailEnabled()) return 0;
  const db = await getDb();
  const claimed: Claimed[] = await db
    .update(apiTokens)
    .set({ expiryNoticeAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.kind, 'organisation'),
        isNull(apiTokens.revokedAt),
        isNull(apiTokens.expiryNoticeAt),
        sql`${apiTokens.expiresAt} > now()`,
        sql`${apiTokens.expiresAt} <= now() + ${EXPIRY_NOTICE_DAYS}::int * interval '1 day'`,
      ),
    )
    .returning({ orgId: apiTokens.orgId, name: apiTokens.name, expiresAt: apiTokens.expiresAt });
  if (claimed.length === 0) return 0;
  const managers = await db
    .select({ orgId: memberships.orgId, email: users.email, locale: users.locale, org: organisations.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(organisations, eq(organisations.id, memberships.orgId))
    .where(
      and(
        inArray(memberships.orgId, [...new Set(claimed.map((token) => token.orgId))]),
        inArray(memberships.role, ['owner', 'admin']),
      ),
    );
  const translators = new Map<string | undefined, ReturnType<typeof noticeTranslator>>();
  const translator = (locale: Locale | undefined) => {
    if (!translators.has(locale)) translators.set(locale, noticeTranslator('TokenExpiryEmail', locale));
    return translators.get(locale)!;
  };
  const link = `${serverConfig().consoleUrl ?? ''}${API_TOKENS_PATH}`;
  const product = consoleSettingValues().PRODUCT_NAME;
  let sent = 0;
  for (const token of claimed) {
    for (const manager of managers.filter((row) => row.orgId === token.orgId)) {
      const values = { name: token.name, org: manager.org, product, date: token.expiresAt, link };
      // Each in their own language.
      const t = await translator(storedLocale(manager.locale));
      try {
        await sendMail({ to: manager.email, subject: t('subject', values), text: t('body', values) });
        sent += 1;
      } catch (error) {
        // No address in the log: the error's first line names the refusal.
        log().error({ component: 'mail', err: error }, 'a token expiry notice was not sent');
      }
    }
  }
  return sent;
}

/** The organisation tokens' expiry notices, hourly (GET /api/cron/token-expiry). */
export const tokenExpiryJob: BackgroundJob<'token-expiry'> = {
  name: 'token-expiry',
  everyMs: () => INTERVAL_MS,
  firstAfterMs: FIRST_RUN_DELAY_MS,
  runsWith: 'server',
  run: async () => ({ ran: true, sent: await sendTokenExpiryNotices() }),
};
