'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { DataTableNextStep } from './data-table-next-step';

/**
 * The empty state: 'No Available Data' (docs/product.md, Data table), then what to do next when the table knows. When
 * rows are there but the search found none (`onClearSearch`), it says so and offers to clear the
 * search instead: the table's own hint speaks of a table without rows.
 */
export function DataTableEmpty({
  columns,
  hint,
  onClearSearch,
}: {
  columns: number;
  hint?: ReactNode;
  onClearSearch?: () => void;
}) {
  const t = useTranslations('DataTable');
  const next = onClearSearch ? (
    <DataTableNextStep message={t('noMatch')} action={t('clearSearch')} onAction={onClearSearch} />
  ) : (
    hint
  );
  return (
    <tr>
      {/* In the visible part of a wide table, however far it is scrolled (data-table.css). */}
      <td colSpan={columns} className="data-table-message">
        <div>
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{t('empty')}</p>
          {next ? <div className="mt-2 text-sm text-slate-500 dark:text-slate-400">{next}</div> : null}
        </div>
      </td>
    </tr>
  );
}
