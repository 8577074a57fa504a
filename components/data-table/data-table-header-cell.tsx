'use client';

import { FlexRender, type Header, type RowData } from '@tanstack/react-table';

import { SELECT_COLUMN_ID } from '@/lib/table/defaults';

import { DataTableIcon } from './data-table-icon';
import type { DataTableFeatures } from './features';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column header. A sortable column's header is a button (keyboard reachable, Enter/Space sort)
 * and its <th> carries aria-sort, so screen readers announce the order.
 */
export function DataTableHeaderCell<TData extends RowData>({
  header,
}: {
  header: Header<DataTableFeatures, TData, unknown>;
}) {
  const column = header.column;
  const canSort = column.getCanSort();
  const sorted = column.getIsSorted();
  const { align, minWidth } = column.columnDef.meta ?? {};
  const alignEnd = align === 'end';

  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      aria-sort={canSort ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
      style={minWidth ? { minWidth } : undefined}
      className={`h-11 whitespace-nowrap px-4 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300 ${
        alignEnd ? 'text-end' : 'text-start'
      } ${column.id === SELECT_COLUMN_ID ? 'w-10' : ''}`}
    >
      {header.isPlaceholder ? null : canSort ? (
        <button
          type="button"
          onClick={column.getToggleSortingHandler()}
          className={`-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase hover:text-slate-900 dark:hover:text-white ${
            alignEnd ? 'flex-row-reverse' : ''
          }`}
        >
          <FlexRender header={header} />
          <DataTableIcon
            name={sorted === 'asc' ? 'sort-asc' : sorted === 'desc' ? 'sort-desc' : 'sort-none'}
            className={`size-3.5 ${sorted ? 'text-brand-600 dark:text-brand-100' : 'text-slate-400'}`}
          />
        </button>
      ) : (
        <FlexRender header={header} />
      )}
    </th>
  );
}
