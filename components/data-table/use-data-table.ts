'use client';

import { useState } from 'react';

import { isColumnVisible } from '@/lib/table/column-visibility';
import {
  applyTableStateChange,
  tableDefaults,
  toggledSort,
  type DataTableState,
  type TableSort,
  type TableStateChangeOptions,
} from '@/lib/table/state';

import { columnLabel, type DataTableColumnDef } from './columns';
import type { ColumnChoice } from './data-table-column-menu';
import { useClientRows, type ClientRowsLoader } from './use-client-rows';
import { useColumnVisibility } from './use-column-visibility';
import { useRowSelection } from './use-row-selection';

export interface UseDataTableOptions<TData> {
  id: string;
  columns: readonly DataTableColumnDef<TData>[];
  rows: readonly TData[];
  getRowId: (row: TData) => string;
  mode: 'server' | 'client';
  total?: number;
  state?: DataTableState;
  defaultState?: Partial<DataTableState>;
  onStateChange?: (state: DataTableState, options?: TableStateChangeOptions) => void;
  sortable: boolean;
  rowsSortedBy?: TableSort;
  loadClientRows?: ClientRowsLoader;
}

/**
 * The table's brain: the plain `DataTableState` (controlled, or the table's own), the columns in
 * view with their sort, column choice, selection and its CSV export. In server mode the rows arrive
 * sorted, searched and paged; in client mode `useClientRows` does that work. `data-table.tsx` only
 * renders what this returns.
 */
export function useDataTable<TData>(options: UseDataTableOptions<TData>) {
  const { id, columns, rows, getRowId, mode, sortable } = options;

  // Controlled when `state` is given, otherwise the table keeps its own (client-side lists).
  const [ownState, setOwnState] = useState(() => tableDefaults(options.defaultState));
  const state = options.state ?? ownState;
  const commit = (next: DataTableState, change?: TableStateChangeOptions) => {
    const applied = applyTableStateChange(state, next);
    if (!options.state) setOwnState(applied);
    // The user's own steps reach the owner as one argument; only the table's corrections add options.
    if (change) options.onStateChange?.(applied, change);
    else options.onStateChange?.(applied);
  };

  const client = useClientRows({
    enabled: mode === 'client',
    load: options.loadClientRows,
    rows,
    columns,
    state,
    rowsSortedBy: options.rowsSortedBy,
  });
  const pageRows = client.shown?.rows ?? (mode === 'client' ? [] : rows);
  const total = mode === 'client' ? (client.shown?.total ?? rows.length) : (options.total ?? rows.length);

  const [columnVisibility, setColumnVisibility] = useColumnVisibility(id);
  const visible = (column: DataTableColumnDef<TData>) =>
    isColumnVisible(columnVisibility, column.id, column.meta?.hiddenByDefault);
  const visibleColumns = columns.filter(visible);
  const selection = useRowSelection(getRowId);

  const canSort = (column: DataTableColumnDef<TData>) => sortable && column.enableSorting !== false;
  const sortOf = (column: DataTableColumnDef<TData>): 'asc' | 'desc' | false =>
    state.sort?.id === column.id ? (state.sort.desc ? 'desc' : 'asc') : false;

  const exportSelected = () => {
    // The rows and columns are taken now, as selected and in view; the file's code loads with the
    // first export, and builds the file from them.
    const selectedRows = selection.selectedRows(pageRows);
    void import('./download-csv').then(({ downloadCsv }) => downloadCsv(id, visibleColumns, selectedRows));
  };

  return {
    state,
    setState: commit,
    rows: pageRows,
    total,
    pageCount: Math.ceil(total / state.pageSize),
    /** Client mode: the rows wait for the table's code (`pending`), which could not be fetched (`failed`). */
    client,
    /** The columns in view, in order. */
    columns: visibleColumns,
    canSort,
    sortOf,
    toggleSort: (column: DataTableColumnDef<TData>) =>
      commit({ ...state, sort: toggledSort(state.sort, column.id, column.sortDescFirst === true) }),
    columnChoices: columns
      .filter((column) => column.enableHiding !== false)
      .map((column): ColumnChoice => ({
        id: column.id,
        label: columnLabel(column),
        visible: visible(column),
      })),
    toggleColumn: (columnId: string, visible: boolean) =>
      setColumnVisibility((current) => ({ ...current, [columnId]: visible })),
    selection: { ...selection, exportSelected },
  };
}
