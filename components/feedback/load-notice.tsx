'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * A reload of data still on screen failed: one amber line with the reason and Try again
 * (`ApiErrors.retry`), above the data, which stays. `LoadError compact` and the data table's failed
 * refresh both draw it; this module alone keeps the table's first load free of the full error panel.
 */
export function LoadNotice({ message, onRetry }: { message: ReactNode; onRetry?: () => void }) {
  const t = useTranslations('ApiErrors');
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100">
      <p role="alert">{message}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="font-semibold underline">
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}
