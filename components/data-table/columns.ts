import type { ReactNode } from 'react';

/** Per-column options the table understands, set as `meta` on a column definition. */
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
  /**
   * The column's width where the table has room to spare (a CSS length). When every column shown by
   * default has one, the spare room is shared in proportion to these widths, not to the values, so the
   * headers stay put when the rows replace the skeleton. Values wider than it still widen the column.
   */
  width?: string;
  /**
   * true: the column starts hidden, one click away in the Columns menu (the table's defaults fit a
   * laptop's width; only columns the user adds can make it scroll sideways).
   */
  hiddenByDefault?: boolean;
  /** false leaves the column out of CSV exports (for example an actions column). */
  exportable?: boolean;
  /** The value written to the CSV for this column, from the accessor's value (default: the value). */
  exportValue?: (value: unknown) => unknown;
}

/** What a cell renderer gets: its value and the whole row (the shape TanStack Table's cells get too). */
export interface DataTableCellInfo<TData, TValue> {
  getValue: () => TValue;
  row: { original: TData };
}

/**
 * A column of a data table of `TData` rows (what docs/product.md calls a header). Its value (`accessorFn`)
 * is what the cell shows, what client-mode tables sort and search, and what the CSV holds. The
 * shape is a subset of TanStack Table's column definition, so client-mode tables hand it to
 * TanStack Table as it is (`client-rows.ts`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column keeps its own value type
export interface DataTableColumnDef<TData, TValue = any> {
  id: string;
  accessorFn: (row: TData) => TValue;
  header: string | (() => ReactNode);
  /** Renders the value; the value as text when omitted. */
  cell?: (info: DataTableCellInfo<TData, TValue>) => ReactNode;
  /** false: the header is not a sort button. */
  enableSorting?: boolean;
  /**
   * true: the first press of the header sorts descending (dates and counts: newest, largest first);
   * otherwise ascending (text). TanStack Table's option of the same name.
   */
  sortDescFirst?: boolean;
  /** false: the column menu cannot hide it. */
  enableHiding?: boolean;
  /** false: a client-mode search does not look in it. */
  enableGlobalFilter?: boolean;
  /** How a client-mode table compares values (TanStack Table's sort functions; guessed when omitted). */
  sortFn?: 'alphanumeric' | 'basic' | 'datetime' | 'text';
  meta?: DataTableColumnMeta;
}

type ColumnOptions<TData, TValue> = Omit<DataTableColumnDef<TData, TValue>, 'id' | 'accessorFn'>;

/** Typed column helper for a table of `TData` rows: `const col = dataTableColumnHelper<Device>()`. */
export function dataTableColumnHelper<TData>() {
  function accessor<K extends keyof TData & string>(
    key: K,
    options: ColumnOptions<TData, TData[K]> & { id?: string },
  ): DataTableColumnDef<TData, TData[K]>;
  function accessor<TValue>(
    fn: (row: TData) => TValue,
    options: ColumnOptions<TData, TValue> & { id: string },
  ): DataTableColumnDef<TData, TValue>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the overloads above keep the types
  function accessor(keyOrFn: string | ((row: TData) => unknown), options: any): DataTableColumnDef<TData> {
    if (typeof keyOrFn === 'function') return { ...options, id: options.id!, accessorFn: keyOrFn };
    return { ...options, id: options.id ?? keyOrFn, accessorFn: (row) => row[keyOrFn as keyof TData] };
  }
  return {
    accessor,
    columns: (columns: DataTableColumnDef<TData>[]) => columns,
  };
}

/** Plain-text name of a column for the column menu and the CSV header. */
export function columnLabel<TData>(column: DataTableColumnDef<TData>): string {
  return column.meta?.label ?? (typeof column.header === 'string' ? column.header : column.id);
}

/** The cell's content: the column's renderer, or its value as text (as TanStack Table's default cell). */
export function renderCell<TData>(column: DataTableColumnDef<TData>, row: TData): ReactNode {
  const value = column.accessorFn(row);
  if (column.cell) return column.cell({ getValue: () => value, row: { original: row } });
  return value == null ? null : String(value);
}

export function renderHeader<TData>(column: DataTableColumnDef<TData>): ReactNode {
  return typeof column.header === 'string' ? column.header : column.header();
}
