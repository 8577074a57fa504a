'use client';

import { useTranslations } from 'next-intl';

import { LoadNotice } from '@/components/feedback/load-notice';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { AlertIcon } from '@/components/icons/alert-icon';
import { SECONDARY_BUTTON } from '@/components/shell/styles';

/**
 * Something could not be loaded: the API error in the user's words (`ApiErrors`), an optional bold
 * `title` before it, and a Try again button (`ApiErrors.retry`). The full form is a red panel with an
 * icon; `compact` is the one-line amber form used above data that is still shown (a failed refresh,
 * `LoadNotice`).
 *
 * `role="alert"` is always on the text, never on the button: the title (when there is one) and the
 * message are announced together, and the retry button is not read out as part of the alert.
 */
export function LoadError({
  error,
  onRetry,
  title,
  compact = false,
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
  compact?: boolean;
}) {
  const message = useApiErrorMessage();
  const t = useTranslations('ApiErrors');

  if (compact) {
    return (
      <LoadNotice
        message={
          <>
            {title ? <span className="font-semibold">{title} </span> : null}
            {message(error)}
          </>
        }
        onRetry={onRetry}
      />
    );
  }

  return (
    <div
      className={`flex flex-wrap gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200 ${title ? 'items-start' : 'items-center'}`}
    >
      <AlertIcon className={title ? 'mt-0.5 size-5 shrink-0' : 'size-5 shrink-0'} />
      <div role="alert" className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <p className={title ? 'mt-1' : undefined}>{message(error)}</p>
      </div>
      <button type="button" onClick={onRetry} className={SECONDARY_BUTTON}>
        {t('retry')}
      </button>
    </div>
  );
}
