'use client';

import { useTranslations } from 'next-intl';

import { SIGN_IN_PATH } from '@/lib/routes';

/**
 * Over a page whose session ended by itself while it held unsaved work (`SessionGate`): the work is
 * still on screen, and signing in again in another tab lets it be saved here (this tab follows the
 * new sign-in). Pinned to the top of the window, above the header, so it shows wherever the user is.
 */
export function SessionEndedNotice() {
  const t = useTranslations('SessionEnded');
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-0 z-50 border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 shadow-md dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold">{t('title')}</p>
      <p className="mt-0.5">
        {t('body')}{' '}
        <a
          href={SIGN_IN_PATH}
          target="_blank"
          rel="noopener"
          className="font-semibold underline underline-offset-2"
        >
          {t('signIn')}
        </a>
      </p>
    </div>
  );
}
