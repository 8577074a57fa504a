'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** The empty state: the spec's 'No Available Data', then what to do next when the table knows. */
export function DataTableEmpty({ columns, hint }: { columns: number; hint?: ReactNode }) {
  const t = useTranslations('DataTable');
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-10 text-center">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{t('empty')}</p>
        {hint ? <div className="mt-2 text-sm text-slate-500 dark:text-slate-400">{hint}</div> : null}
      </td>
    </tr>
  );
}
