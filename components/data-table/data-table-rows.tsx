'use client';

import { renderCell, type DataTableColumnDef } from './columns';
import { DataTableCheckbox } from './data-table-checkbox';

export interface RowChecks<TData> {
  isSelected: (row: TData) => boolean;
  change: (rows: readonly TData[], selected: boolean) => void;
  /** Accessible name of a row's checkbox. */
  label: (row: TData, rowId: string) => string;
}

/** The rows of the page, each with its checkbox first when rows are selectable (`checks`). */
export function DataTableRows<TData>({
  rows,
  columns,
  getRowId,
  checks,
}: {
  rows: readonly TData[];
  columns: readonly DataTableColumnDef<TData>[];
  getRowId: (row: TData) => string;
  checks?: RowChecks<TData>;
}) {
  return rows.map((row) => {
    const rowId = getRowId(row);
    const selected = !!checks?.isSelected(row);
    return (
      <tr
        key={rowId}
        data-state={selected ? 'selected' : undefined}
        className="hover:bg-slate-50 data-[state=selected]:bg-brand-50 dark:hover:bg-slate-800/60 dark:data-[state=selected]:bg-brand-700/20"
      >
        {checks ? (
          <td className="h-11 px-4 text-start">
            <DataTableCheckbox
              label={checks.label(row, rowId)}
              checked={selected}
              onChange={(event) => checks.change([row], event.target.checked)}
            />
          </td>
        ) : null}
        {columns.map((column) => (
          <td
            key={column.id}
            className={`h-11 px-4 text-slate-700 dark:text-slate-200 ${
              column.meta?.align === 'end' ? 'text-end tabular-nums' : 'text-start'
            }`}
          >
            {renderCell(column, row)}
          </td>
        ))}
      </tr>
    );
  });
}
