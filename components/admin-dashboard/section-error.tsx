'use client';

import { useApiErrorMessage } from '@/components/forms/use-api-error-message';

/** A section that could not load: the API error in the user's words and a way to try again. */
export function SectionError({
  error,
  onRetry,
  retryLabel,
}: {
  error: unknown;
  onRetry: () => void;
  retryLabel: string;
}) {
  const message = useApiErrorMessage();
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm dark:border-red-500/30 dark:bg-red-500/10">
      <p role="alert" className="text-red-800 dark:text-red-200">
        {message(error)}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 font-medium text-red-800 underline underline-offset-2 hover:text-red-900 dark:text-red-100"
      >
        {retryLabel}
      </button>
    </div>
  );
}
