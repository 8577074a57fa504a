'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';

/** When the console sends no email: a reset link comes from an administrator. */
export function AskAdministratorNotice({ focusRef }: { focusRef?: RefObject<HTMLParagraphElement | null> }) {
  const t = useTranslations('ForgotPasswordForm');
  return (
    <p
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 outline-none dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
    >
      {t('askAdministrator')}
    </p>
  );
}
