import {
  columnFilteringFeature,
  constructTable,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';
import type { RowData } from '@tanstack/react-table';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';

import type { DataTableState } from '@/lib/table/state';

import type { DataTableColumnDef } from './columns';

/**
 * TanStack Table's search, sort and pagination, and only the sort and filter functions the columns
 * use. Loaded when a client-mode table first needs it (`use-client-rows.ts`), not with the page.
 */
const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

export interface ClientRows<TData> {
  /** The rows of the page the state asks for. */
  rows: TData[];
  /** Rows matching the search, over all pages. */
  total: number;
}

/**
 * Searches (case-insensitive, in every searchable column), sorts and pages rows held in the browser,
 * as the state asks. A table built for one answer: the state is the data table's own (URL or
 * component state), so nothing here outlives the call.
 */
export function clientRows<TData>(
  rows: readonly TData[],
  columns: readonly DataTableColumnDef<TData>[],
  state: DataTableState,
): ClientRows<TData> {
  const table = constructTable({
    features: { coreReactivityFeature: storeReactivityBindings(), ...features },
    // The engine needs values and how to compare them; the cells are drawn by the data table.
    columns: columns.map(({ id, accessorFn, enableSorting, enableGlobalFilter, sortFn }) => ({
      id,
      accessorFn,
      enableSorting,
      enableGlobalFilter,
      sortFn,
    })),
    data: rows as unknown as RowData[],
    globalFilterFn: 'includesString',
    enableMultiSort: false,
    autoResetPageIndex: false,
    state: {
      sorting: state.sort ? [state.sort] : [],
      globalFilter: state.q,
      pagination: { pageIndex: state.page - 1, pageSize: state.pageSize },
    },
  });
  return {
    rows: table.getRowModel().rows.map((row) => row.original as TData),
    total: table.getPrePaginatedRowModel().rows.length,
  };
}
