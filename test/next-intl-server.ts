/**
 * A stand-in for `next-intl/server` in client renders of server components, with the English
 * messages: `jest.mock('next-intl/server', () => jest.requireActual('@/test/next-intl-server'))`.
 */
import { createTranslator } from 'next-intl';

import en from '@/messages/en.json';

export async function getLocale(): Promise<string> {
  return 'en';
}

export async function getMessages(): Promise<typeof en> {
  return en;
}

export async function getTranslations(namespace: keyof typeof en) {
  return createTranslator({ locale: 'en', messages: en, namespace });
}
