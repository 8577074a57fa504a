import 'server-only';

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

/** The notices Fleetdeck mails (and the Slack format's words, which has no reader's language). */
type NoticeNamespace =
  | 'TokenExpiryEmail'
  | 'QuotaNoticeEmail'
  | 'NewSignInEmail'
  | 'WebhookDisabledEmail'
  | 'TwoFactorResetEmail'
  | 'PasskeyAddedEmail'
  | 'IncidentEmail'
  | 'ChannelTestEmail'
  | 'SlackAlert';

/**
 * The texts of a notice email (messages/<locale>.json) in the recipient's language (their stored one,
 * lib/server/auth/user-locale.ts; English when none is known), its times in UTC. next-intl is loaded
 * here, on use, not with the module: scripts (npm run demo, the bench) load the backend under Node's
 * react-server condition, where next-intl's entry needs React's client API.
 */
export async function noticeTranslator(namespace: NoticeNamespace, locale: Locale = DEFAULT_LOCALE) {
  const { createTranslator } = await import('next-intl');
  const messages = (await import(`../../../messages/${locale}.json`)).default;
  return createTranslator({ locale, messages, namespace, timeZone: 'UTC' });
}
