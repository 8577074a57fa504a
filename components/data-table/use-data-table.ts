'use client';

import {
  functionalUpdate,
  useTable,
  type Column,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';

import { csvFileName, toCsv } from '@/lib/table/csv';
import { isPageSize, SELECT_COLUMN_ID } from '@/lib/table/defaults';
import { applyTableStateChange, tableDefaults, type DataTableState } from '@/lib/table/state';

import type { ColumnChoice } from './data-table-column-menu';
import { downloadCsv } from './download-csv';
import { dataTableFeatures, type DataTableColumnDef, type DataTableFeatures } from './features';
import { createSelectColumn } from './select-column';
import { useColumnVisibility } from './use-column-visibility';

export interface UseDataTableOptions<TData extends RowData> {
  id: string;
  columns: readonly DataTableColumnDef<TData>[];
  rows: readonly TData[];
  getRowId: (row: TData) => string;
  mode: 'server' | 'client';
  total?: number;
  state?: DataTableState;
  defaultState?: Partial<DataTableState>;
  onStateChange?: (state: DataTableState) => void;
  sortable: boolean;
  selectable: boolean;
  getRowLabel?: (row: TData) => string;
}

/** Plain-text name of a column for the column menu and the CSV header. */
export function columnLabel<TData extends RowData>(
  column: Column<DataTableFeatures, TData, unknown>,
): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
}

/**
 * The table's brain: maps the plain `DataTableState` onto TanStack Table's controlled slices (manual
 * in server mode, processed by the table in client mode), keeps column choice and selection, and
 * exports the selected rows. `data-table.tsx` only renders what this returns.
 */
export function useDataTable<TData extends RowData>(options: UseDataTableOptions<TData>) {
  const { id, rows, getRowId, mode, sortable, selectable } = options;
  const t = useTranslations('DataTable');

  // Controlled when `state` is given, otherwise the table keeps its own (client-side lists).
  const [ownState, setOwnState] = useState(() => tableDefaults(options.defaultState));
  const state = options.state ?? ownState;
  const commit = (next: DataTableState) => {
    const applied = applyTableStateChange(state, next);
    if (!options.state) setOwnState(applied);
    options.onStateChange?.(applied);
  };

  const selectColumn = useMemo(() => createSelectColumn<TData>(), []);
  const columns = useMemo(
    () => (selectable ? [selectColumn, ...options.columns] : [...options.columns]),
    [selectable, selectColumn, options.columns],
  );
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(id);

  // Selected rows by id; the objects are kept so rows selected on other pages can still be exported.
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const selectedRows = useRef(new Map<string, TData>());
  const rememberSelected = (selection: RowSelectionState) => {
    for (const rowId of [...selectedRows.current.keys()]) {
      if (!selection[rowId]) selectedRows.current.delete(rowId);
    }
    for (const row of rows) {
      const rowId = getRowId(row);
      if (selection[rowId]) selectedRows.current.set(rowId, row);
    }
  };

  const sortId = state.sort?.id;
  const sortDesc = state.sort?.desc;
  const sorting = useMemo<SortingState>(
    () => (sortId === undefined ? [] : [{ id: sortId, desc: !!sortDesc }]),
    [sortId, sortDesc],
  );
  const pagination = useMemo(
    () => ({ pageIndex: state.page - 1, pageSize: state.pageSize }),
    [state.page, state.pageSize],
  );

  const server = mode === 'server';
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows as TData[],
    getRowId: (row) => getRowId(row),
    manualPagination: server,
    manualSorting: server,
    manualFiltering: server,
    rowCount: server ? (options.total ?? rows.length) : undefined,
    // Page resets are the table's own rule (applyTableStateChange), not TanStack's.
    autoResetPageIndex: false,
    enableSorting: sortable,
    enableMultiSort: false,
    // Clicking a sorted column flips its direction instead of dropping the sort: lists keep an order.
    enableSortingRemoval: false,
    enableRowSelection: selectable,
    globalFilterFn: 'includesString',
    meta: {
      selectAllLabel: t('selectAllOnPage'),
      selectRowLabel: (row, rowId) => t('selectRow', { label: options.getRowLabel?.(row as TData) ?? rowId }),
    },
    state: { sorting, pagination, globalFilter: state.q, rowSelection, columnVisibility },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = functionalUpdate(updater, sorting);
      commit({ ...state, sort: next ? { id: next.id, desc: next.desc } : null });
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      commit({
        ...state,
        page: next.pageIndex + 1,
        pageSize: isPageSize(next.pageSize) ? next.pageSize : state.pageSize,
      });
    },
    onGlobalFilterChange: (updater: Updater<unknown>) => {
      commit({ ...state, q: String(functionalUpdate(updater, state.q) ?? '') });
    },
    onRowSelectionChange: (updater) => {
      const next = functionalUpdate(updater, rowSelection);
      rememberSelected(next);
      setRowSelection(next);
    },
    onColumnVisibilityChange: setColumnVisibility,
  });

  const total = table.getRowCount();
  const selectedCount = Object.keys(rowSelection).length;

  const columnChoices: ColumnChoice[] = table
    .getAllLeafColumns()
    .filter((column) => column.getCanHide())
    .map((column) => ({ id: column.id, label: columnLabel(column), visible: column.getIsVisible() }));

  const exportSelected = () => {
    rememberSelected(rowSelection); // fresher objects for rows on the current page
    const exported = table
      .getVisibleLeafColumns()
      .filter(
        (column) =>
          column.id !== SELECT_COLUMN_ID && column.accessorFn && column.columnDef.meta?.exportable !== false,
      );
    const records = Object.keys(rowSelection).flatMap((rowId, index) => {
      const row = selectedRows.current.get(rowId);
      if (row === undefined) return [];
      const record: Record<string, unknown> = {};
      for (const column of exported) {
        const value = column.accessorFn?.(row, index);
        const exportValue = column.columnDef.meta?.exportValue;
        record[column.id] = exportValue ? exportValue(value) : value;
      }
      return [record];
    });
    const csvColumns = exported.map((column) => ({ id: column.id, header: columnLabel(column) }));
    downloadCsv(csvFileName(id), toCsv(csvColumns, records));
  };

  return {
    table,
    state,
    setState: commit,
    total,
    pageCount: table.getPageCount(),
    columnChoices,
    toggleColumn: (columnId: string, visible: boolean) =>
      table.getColumn(columnId)?.toggleVisibility(visible),
    selection: {
      count: selectedCount,
      clear: () => {
        selectedRows.current.clear();
        setRowSelection({});
      },
      exportSelected,
    },
  };
}
