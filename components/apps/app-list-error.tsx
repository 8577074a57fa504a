'use client';

import { useTranslations } from 'next-intl';

import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { AlertIcon } from '@/components/icons/alert-icon';
import { SECONDARY_BUTTON } from '@/components/shell/styles';

/** The list could not be loaded: why, in the user's words, and a way to try again. */
export function AppListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations('AppManagement');
  const apiErrorMessage = useApiErrorMessage();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('loadFailed')}</p>
        <p className="mt-1">{apiErrorMessage(error)}</p>
      </div>
      <button type="button" onClick={onRetry} className={SECONDARY_BUTTON}>
        {t('retry')}
      </button>
    </div>
  );
}
