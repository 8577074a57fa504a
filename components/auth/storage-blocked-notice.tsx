'use client';

import { useTranslations } from 'next-intl';

/**
 * On the sign-in and sign-up forms when the browser refuses this site's storage (`SessionGate`
 * finds it): a sign-in is kept there, so signing in cannot work until the user allows it. Uses the
 * `ApiErrors` namespace, which both forms have.
 */
export function StorageBlockedNotice() {
  const t = useTranslations('ApiErrors');
  return (
    <p
      role="alert"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
    >
      {t('storage_blocked')}
    </p>
  );
}
