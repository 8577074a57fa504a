import 'server-only';

import { FORGOT_PASSWORD_PATH } from '@/lib/routes';
import type { AuditClient } from '@/lib/server/audit/record';
import { localeOfUser } from '@/lib/server/auth/user-locale';
import type { PublicUser } from '@/lib/server/auth/users';
import { serverConfig } from '@/lib/server/config';
import { afterAnswer } from '@/lib/server/http/after-answer';
import { log } from '@/lib/server/log';
import { noticeTranslator } from '@/lib/server/mail/email-text';
import { mailEnabled, sendMail } from '@/lib/server/mail/mailer';
import { consoleSettingValues } from '@/lib/settings/public';
import { describeUserAgent } from '@/lib/user-agent';

/**
 * "A passkey was added to your account" (docs/product.md, Passkeys): a passkey signs in without the
 * password, so its owner hears of each new one, with where it was added from and the way to undo it.
 * Sent after the answer (after the commit); nothing without a mail server.
 */
export function sendPasskeyAddedNotice(user: PublicUser, name: string, client: AuditClient, at: Date): void {
  if (!mailEnabled()) return;
  afterAnswer('a passkey notice', async () => {
    // In the owner's language, else the one it was added in.
    const locale = (await localeOfUser(user.id)) ?? client.locale ?? undefined;
    const t = await noticeTranslator('PasskeyAddedEmail', locale);
    const unknown = await noticeTranslator('NewSignInEmail', locale);
    const device = describeUserAgent(client.userAgent);
    const values = {
      product: consoleSettingValues().PRODUCT_NAME,
      email: user.email,
      name,
      browser: device.browser ?? unknown('unknownBrowser'),
      os: device.os ?? unknown('unknownSystem'),
      address: client.ip ?? unknown('unknownAddress'),
      time: at,
      link: `${serverConfig().consoleUrl ?? ''}${FORGOT_PASSWORD_PATH}`,
    };
    try {
      await sendMail({ to: user.email, subject: t('subject', values), text: t('body', values) });
    } catch (error) {
      log().error({ component: 'mail', err: error }, 'a passkey notice was not sent');
    }
  });
}
