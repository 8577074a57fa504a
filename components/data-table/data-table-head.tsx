'use client';

import { useTranslations } from 'next-intl';

import { renderHeader, type DataTableColumnDef } from './columns';
import { DataTableCheckbox } from './data-table-checkbox';
import { DataTableHeaderCell } from './data-table-header-cell';
import type { RowChecks } from './data-table-rows';

/**
 * The header row: the page's select-all checkbox first when rows are selectable (`checks`), then a
 * header per column, a sort button where the column can be sorted.
 */
export function DataTableHead<TData>({
  columns,
  rows,
  checks,
  sortOf,
  onSort,
}: {
  columns: readonly DataTableColumnDef<TData>[];
  /** The rows on the page, which select-all selects. */
  rows: readonly TData[];
  checks?: RowChecks<TData>;
  sortOf: (column: DataTableColumnDef<TData>) => 'asc' | 'desc' | false;
  /** The sort action of a column, undefined where it cannot be sorted. */
  onSort: (column: DataTableColumnDef<TData>) => (() => void) | undefined;
}) {
  const t = useTranslations('DataTable');
  const pageSelected = !!checks && rows.length > 0 && rows.every(checks.isSelected);
  return (
    <thead className="border-y border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/60">
      <tr>
        {checks ? (
          <DataTableHeaderCell narrow>
            <DataTableCheckbox
              label={t('selectAllOnPage')}
              checked={pageSelected}
              indeterminate={!pageSelected && rows.some(checks.isSelected)}
              disabled={rows.length === 0}
              onChange={(event) => checks.change(rows, event.target.checked)}
            />
          </DataTableHeaderCell>
        ) : null}
        {columns.map((column) => (
          <DataTableHeaderCell
            key={column.id}
            meta={column.meta}
            sorted={sortOf(column)}
            onSort={onSort(column)}
          >
            {renderHeader(column)}
          </DataTableHeaderCell>
        ))}
      </tr>
    </thead>
  );
}
