'use client';

import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { SECONDARY_BUTTON } from '@/components/shell/styles';

/**
 * A panel that could not load: the API error in the user's words (`ApiErrors`) and a retry button.
 * `compact` is the one-line form used above data that is still shown (a failed refresh).
 */
export function LoadError({
  error,
  onRetry,
  retryLabel,
  compact = false,
}: {
  error: unknown;
  onRetry: () => void;
  retryLabel: string;
  compact?: boolean;
}) {
  const message = useApiErrorMessage();
  return (
    <div
      className={
        compact
          ? 'flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100'
          : 'rounded-2xl border border-red-200 bg-red-50 px-5 py-6 text-center dark:border-red-500/30 dark:bg-red-500/10'
      }
    >
      <p role="alert" className={compact ? undefined : 'text-sm text-red-800 dark:text-red-200'}>
        {message(error)}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className={compact ? 'font-semibold underline' : `${SECONDARY_BUTTON} mt-4`}
      >
        {retryLabel}
      </button>
    </div>
  );
}
