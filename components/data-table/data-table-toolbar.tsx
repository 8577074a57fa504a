'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { DataTableColumnMenu, type ColumnChoice } from './data-table-column-menu';
import { DataTableIcon } from './data-table-icon';
import { DataTableSearch } from './data-table-search';
import { focusInTable, TABLE_SELECT_ALL } from './focus-in-table';

/** A toolbar button of a table (Export, Refresh, a table's own actions beside them). */
export const TOOL_BUTTON =
  'inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-700 ' +
  'hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-white ' +
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white ' +
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:disabled:hover:bg-slate-900 ' +
  'dark:aria-disabled:hover:bg-slate-900';

export interface DataTableToolbarProps {
  /** Search box; omitted when the table is not searchable. */
  search?: { value: string; onChange: (q: string) => void; placeholder?: string };
  /** The table's own controls (filters), placed after the search box. */
  children?: ReactNode;
  /** Selection summary and CSV export; omitted when rows are not selectable. */
  selection?: { count: number; onClear: () => void; onExport: () => void; actions?: ReactNode };
  onRefresh?: () => void;
  refreshing?: boolean;
  columns: readonly ColumnChoice[];
  onToggleColumn: (id: string, visible: boolean) => void;
}

/** Search box, table-specific filters, selection with export, refresh and the column menu. */
export function DataTableToolbar({
  search,
  children,
  selection,
  onRefresh,
  refreshing = false,
  columns,
  onToggleColumn,
}: DataTableToolbarProps) {
  const t = useTranslations('DataTable');

  return (
    <div className="flex flex-wrap items-center gap-2 px-4 py-3">
      {search ? <DataTableSearch {...search} /> : null}
      {children}
      <div className="ms-auto flex flex-wrap items-center gap-2">
        {selection && selection.count > 0 ? (
          <span className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <span role="status">{t('selected', { count: selection.count })}</span>
            <button
              type="button"
              onClick={(event) => {
                focusInTable(event.currentTarget, TABLE_SELECT_ALL);
                selection.onClear();
              }}
              className="text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
            >
              {t('clearSelection')}
            </button>
          </span>
        ) : null}
        {selection ? (
          <button
            type="button"
            className={TOOL_BUTTON}
            disabled={selection.count === 0}
            onClick={selection.onExport}
          >
            <DataTableIcon name="download" />
            {t('exportSelected', { count: selection.count })}
          </button>
        ) : null}
        {selection?.actions}
        {onRefresh ? (
          // aria-disabled while it works, not disabled: the button keeps the focus it was pressed with.
          <button
            type="button"
            className={TOOL_BUTTON}
            onClick={() => !refreshing && onRefresh()}
            aria-disabled={refreshing || undefined}
          >
            <DataTableIcon
              name="refresh"
              className={`size-4 ${refreshing ? 'motion-safe:animate-spin' : ''}`}
            />
            {t('refresh')}
          </button>
        ) : null}
        <DataTableColumnMenu columns={columns} onToggle={onToggleColumn} />
      </div>
    </div>
  );
}
