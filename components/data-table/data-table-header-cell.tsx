'use client';

import type { ReactNode } from 'react';

import type { DataTableColumnMeta } from './columns';
import { DataTableIcon } from './data-table-icon';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column header. A sortable column's header is a button (keyboard reachable, Enter/Space sort)
 * and its <th> carries aria-sort, so screen readers announce the order.
 */
export function DataTableHeaderCell({
  children,
  meta,
  sorted,
  onSort,
  narrow = false,
}: {
  children: ReactNode;
  meta?: DataTableColumnMeta;
  /** The column's order, false when not sorted by it. */
  sorted?: 'asc' | 'desc' | false;
  /** Given for a sortable column. */
  onSort?: () => void;
  /** The checkbox column. */
  narrow?: boolean;
}) {
  const { align, minWidth, width } = meta ?? {};
  const alignEnd = align === 'end';

  return (
    <th
      scope="col"
      aria-sort={onSort ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
      style={minWidth || width ? { minWidth, width } : undefined}
      className={`h-11 whitespace-nowrap px-4 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300 ${
        alignEnd ? 'text-end' : 'text-start'
      } ${narrow ? 'w-10' : ''}`}
    >
      {onSort ? (
        <button
          type="button"
          onClick={onSort}
          className={`-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase hover:text-slate-900 dark:hover:text-white ${
            alignEnd ? 'flex-row-reverse' : ''
          }`}
        >
          {children}
          <DataTableIcon
            name={sorted === 'asc' ? 'sort-asc' : sorted === 'desc' ? 'sort-desc' : 'sort-none'}
            className={`size-3.5 ${sorted ? 'text-brand-600 dark:text-brand-100' : 'text-slate-400'}`}
          />
        </button>
      ) : (
        children
      )}
    </th>
  );
}
