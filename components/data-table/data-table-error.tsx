'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** Loading failed: a translated message (or the caller's own) and a retry button when there is a way to retry. */
export function DataTableError({
  columns,
  message,
  onRetry,
}: {
  columns: number;
  message?: ReactNode;
  onRetry?: () => void;
}) {
  const t = useTranslations('DataTable');
  const tApi = useTranslations('ApiErrors');
  return (
    <tr>
      {/* In the visible part of a wide table, however far it is scrolled (data-table.css). */}
      <td colSpan={columns} className="data-table-message">
        <div>
          <div role="alert" className="text-sm text-red-700 dark:text-red-300">
            {message ?? t('error')}
          </div>
          {onRetry ? (
            <button
              type="button"
              onClick={onRetry}
              className="mt-3 inline-flex h-9 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
            >
              {tApi('retry')}
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
