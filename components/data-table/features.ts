import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/** Per-column options the generic table understands, set as `meta` on a column definition. */
export interface DataTableColumnMeta {
  /** Plain-text column name for the column menu and the CSV header when `header` is not a string. */
  label?: string;
  /** Alignment of header and cells; 'end' for numbers (logical, so it flips in RTL). */
  align?: 'start' | 'end';
  /**
   * The column's least width (a CSS length), wide enough for its usual values: the column then keeps
   * its width when the rows replace the loading skeleton or another page comes, and the headers do not
   * move (a layout shift). Longer values still widen it; nothing is cut off.
   */
  minWidth?: string;
  /** false leaves the column out of CSV exports (for example an actions column). */
  exportable?: boolean;
  /** The value written to the CSV for this column, from the accessor's value (default: the value). */
  exportValue?: (value: unknown) => unknown;
}

/** Table-wide values the built-in columns read (set by the table itself, not by its users). */
export interface DataTableMeta {
  /** Accessible name of the select-all-on-page checkbox. */
  selectAllLabel: string;
  /** Accessible name of a row's checkbox. */
  selectRowLabel: (row: unknown, rowId: string) => string;
}

/**
 * The features every table of the console registers. The client row models (sorted, filtered,
 * paginated) only run in client mode; in server mode the `manual*` options bypass them. Only the
 * sort and filter functions actually used are registered, to keep the bundle small.
 */
export const dataTableFeatures = tableFeatures({
  columnVisibilityFeature,
  rowSelectionFeature,
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
  columnMeta: metaHelper<DataTableColumnMeta>(),
  tableMeta: metaHelper<DataTableMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

/** A column of a data table of `TData` rows (what the spec calls a header). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column keeps its own value type
export type DataTableColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/** Typed column helper for a table of `TData` rows: `const col = dataTableColumnHelper<Device>()`. */
export function dataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
