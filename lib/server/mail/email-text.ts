import 'server-only';

import { DEFAULT_LOCALE } from '@/i18n/locales';

/** The notices that go to an organisation or an account without a language of their own. */
type NoticeNamespace =
  | 'TokenExpiryEmail'
  | 'QuotaNoticeEmail'
  | 'NewSignInEmail'
  | 'WebhookDisabledEmail'
  | 'TwoFactorResetEmail'
  | 'PasskeyAddedEmail'
  | 'SlackAlert';

/**
 * The texts of a notice email (messages/<locale>.json), in the default language, its times in UTC.
 * next-intl is loaded here, on use, not with the module: scripts (npm run demo, the bench) load the
 * backend under Node's react-server condition, where next-intl's entry needs React's client API.
 */
export async function noticeTranslator(namespace: NoticeNamespace) {
  const { createTranslator } = await import('next-intl');
  const messages = (await import(`../../../messages/${DEFAULT_LOCALE}.json`)).default;
  return createTranslator({ locale: DEFAULT_LOCALE, messages, namespace, timeZone: 'UTC' });
}
