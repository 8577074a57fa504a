import type { RowData } from '@tanstack/react-table';

import { SELECT_COLUMN_ID } from '@/lib/table/defaults';

import { DataTableCheckbox } from './data-table-checkbox';
import type { DataTableColumnDef } from './features';

/**
 * The checkbox column added by `selectable`: select-all-on-page in the header, one checkbox per row.
 * Selection is kept by row id (`getRowId`), so it survives paging, sorting and searching.
 */
export function createSelectColumn<TData extends RowData>(): DataTableColumnDef<TData> {
  return {
    id: SELECT_COLUMN_ID,
    enableSorting: false,
    enableHiding: false,
    enableGlobalFilter: false,
    meta: { exportable: false },
    header: ({ table }) => (
      <DataTableCheckbox
        label={table.options.meta?.selectAllLabel ?? ''}
        checked={table.getRowModel().rows.length > 0 && table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected()}
        disabled={table.getRowModel().rows.length === 0}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row, table }) => (
      <DataTableCheckbox
        label={table.options.meta?.selectRowLabel(row.original, row.id) ?? row.id}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}
