import 'server-only';

import { and, count, eq, lt, sql } from 'drizzle-orm';

import { FORGOT_PASSWORD_PATH } from '@/lib/routes';
import type { AuditClient, DbExecutor } from '@/lib/server/audit/record';
import { localeOfUser } from '@/lib/server/auth/user-locale';
import type { PublicUser } from '@/lib/server/auth/users';
import { serverConfig } from '@/lib/server/config';
import { signInOrigins } from '@/lib/server/db/schema';
import { afterAnswer } from '@/lib/server/http/after-answer';
import { log } from '@/lib/server/log';
import { noticeTranslator } from '@/lib/server/mail/email-text';
import { mailEnabled, sendMail } from '@/lib/server/mail/mailer';
import { consoleSettingValues } from '@/lib/settings/public';
import { describeUserAgent, userAgentNames } from '@/lib/user-agent';

/**
 * The new sign-in notice (docs/product.md, Accounts and sessions): a sign-in from a browser and address
 * the account was not signed in from before sends its owner an email saying which browser, system and
 * address, and when, with a link to reset the password. Each sign-in and sign-up records where it came
 * from (sign_in_origins, in its transaction); an account's first recorded origin sends nothing (its
 * sign-up, or its first sign-in since the list began), and neither does any without a mail server.
 */
const FORGET_AFTER_DAYS = 180;

/** Records the origin of a session; answers whether it is new for an account that had others. */
export async function recordSignInOrigin(
  tx: DbExecutor,
  userId: string,
  client: AuditClient,
): Promise<boolean> {
  const names = userAgentNames(client.userAgent);
  const origin = { userId, browser: names.browser ?? '', os: names.os ?? '', ip: client.ip ?? '' };
  const [{ known }] = await tx
    .select({ known: count() })
    .from(signInOrigins)
    .where(eq(signInOrigins.userId, userId));
  const added = await tx
    .insert(signInOrigins)
    .values(origin)
    .onConflictDoUpdate({
      target: [signInOrigins.userId, signInOrigins.browser, signInOrigins.os, signInOrigins.ip],
      set: { lastAt: sql`now()` },
    })
    .returning({ inserted: sql<boolean>`xmax = 0` });
  await tx
    .delete(signInOrigins)
    .where(
      and(
        eq(signInOrigins.userId, userId),
        lt(signInOrigins.lastAt, sql`now() - ${FORGET_AFTER_DAYS}::int * interval '1 day'`),
      ),
    );
  return Boolean(added[0]?.inserted) && known > 0;
}

/** Mails the notice once the sign-in's answer has gone (after its commit); nothing without a mail server. */
export function sendNewSignInNotice(user: PublicUser, client: AuditClient, at: Date): void {
  if (!mailEnabled()) return;
  afterAnswer('a new sign-in notice', async () => {
    // In the owner's language, else the one this sign-in came in.
    const t = await noticeTranslator(
      'NewSignInEmail',
      (await localeOfUser(user.id)) ?? client.locale ?? undefined,
    );
    const device = describeUserAgent(client.userAgent);
    const values = {
      product: consoleSettingValues().PRODUCT_NAME,
      email: user.email,
      browser: device.browser ?? t('unknownBrowser'),
      os: device.os ?? t('unknownSystem'),
      address: client.ip ?? t('unknownAddress'),
      time: at,
      link: `${serverConfig().consoleUrl ?? ''}${FORGOT_PASSWORD_PATH}`,
    };
    try {
      await sendMail({ to: user.email, subject: t('subject', values), text: t('body', values) });
    } catch (error) {
      // No address in the log: the error's first line names the refusal.
      log().error({ component: 'mail', err: error }, 'a new sign-in notice was not sent');
    }
  });
}
