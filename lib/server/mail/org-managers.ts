import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import { storedLocale } from '@/lib/server/auth/user-locale';
import { getDb } from '@/lib/server/db/client';
import { memberships, users } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { sendMail } from '@/lib/server/mail/mailer';

/**
 * Mails one notice to the owners and admins of an organisation, those who run its apps (a quota
 * reached, a webhook endpoint disabled), each in their own language (`notice` writes it for one);
 * answers how many were sent. A refusal is logged by `what` and the others are still sent; no address
 * goes into the log.
 */
export async function mailOrgManagers(
  orgId: string,
  notice: (locale: Locale | undefined) => Promise<{ subject: string; text: string }>,
  what: string,
): Promise<number> {
  const db = await getDb();
  const managers = await db
    .select({ email: users.email, locale: users.locale })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.orgId, orgId), inArray(memberships.role, ['owner', 'admin'])));
  const written = new Map<Locale | undefined, Promise<{ subject: string; text: string }>>();
  let sent = 0;
  for (const manager of managers) {
    const locale = storedLocale(manager.locale);
    if (!written.has(locale)) written.set(locale, notice(locale));
    try {
      await sendMail({ to: manager.email, ...(await written.get(locale)!) });
      sent += 1;
    } catch (error) {
      // The error's first line names the refusal.
      log().error({ component: 'mail', err: error }, `${what} was not sent`);
    }
  }
  return sent;
}
