import { toCsv } from '@/lib/table/csv';
import { csvFileName } from '@/lib/table/csv-file-name';

import { columnLabel, type DataTableColumnDef } from './columns';
import { saveBlob } from './save-blob';

/**
 * Saves `rows` (the selected ones) as `<tableId>-<date>.csv` through a temporary Blob URL (no server
 * round trip), with the exportable ones of `columns` (those in view) and each column's export value.
 * The table loads this module when the user exports, not with the page.
 */
export function downloadCsv<TData>(
  tableId: string,
  columns: readonly DataTableColumnDef<TData>[],
  rows: readonly TData[],
): void {
  const exported = columns.filter((column) => column.meta?.exportable !== false);
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const column of exported) {
      const value = column.accessorFn(row);
      const exportValue = column.meta?.exportValue;
      record[column.id] = exportValue ? exportValue(value) : value;
    }
    return record;
  });
  const csvColumns = exported.map((column) => ({ id: column.id, header: columnLabel(column) }));
  saveBlob(new Blob([toCsv(csvColumns, records)], { type: 'text/csv;charset=utf-8' }), csvFileName(tableId));
}
