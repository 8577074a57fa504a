import 'server-only';

import { eq } from 'drizzle-orm';

import { recordAudit, type AuditSource } from '@/lib/server/audit/record';
import { localeOfUser } from '@/lib/server/auth/user-locale';
import { getDb } from '@/lib/server/db/client';
import { passkeys, recoveryCodes, users, userTotp } from '@/lib/server/db/schema';
import { afterAnswer } from '@/lib/server/http/after-answer';
import { ApiError } from '@/lib/server/http/api-error';
import { log } from '@/lib/server/log';
import { noticeTranslator } from '@/lib/server/mail/email-text';
import { mailEnabled, sendMail } from '@/lib/server/mail/mailer';
import { consoleSettingValues } from '@/lib/settings/public';

/**
 * A platform admin removes a customer's second factor (docs/product.md, Two-factor sign-in), after
 * making sure out of band that the request is theirs: the authenticator app, the recovery codes and the
 * passkeys go, the password alone signs in again. Audited in the customer's own log, and the customer is told by
 * email (with a mail server), so a removal they did not ask for does not go unseen. 404 for anyone who
 * is not a customer; 409 totp_not_enabled when they have neither an app nor a passkey.
 */
export async function removeSecondFactor(userId: string, source: AuditSource): Promise<void> {
  const db = await getDb();
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (row?.role !== 'customer') throw new ApiError(404, 'not_found', 'No such customer');
    const removed = await tx.delete(userTotp).where(eq(userTotp.userId, userId)).returning();
    const keys = await tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
    if (!removed.some((totp) => totp.confirmedAt) && keys.length === 0)
      throw new ApiError(409, 'totp_not_enabled', 'Two-factor sign-in is off');
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await recordAudit(tx, {
      source,
      action: 'user.2fa_reset',
      target: { kind: 'user', id: row.id, label: row.email },
      // The customer's own log: their personal organisation's id is theirs.
      orgId: row.id,
    });
    return row;
  });
  if (!mailEnabled()) return;
  afterAnswer('a two-factor removal notice', async () => {
    // The customer's language, not the admin's who reset it.
    const t = await noticeTranslator('TwoFactorResetEmail', await localeOfUser(user.id));
    const values = { product: consoleSettingValues().PRODUCT_NAME, email: user.email };
    try {
      await sendMail({ to: user.email, subject: t('subject', values), text: t('body', values) });
    } catch (error) {
      log().error({ component: 'mail', err: error }, 'a two-factor removal notice was not sent');
    }
  });
}
