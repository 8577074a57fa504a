import { toCsv, type CsvColumn } from '@/lib/table/csv';
import { csvFileName } from '@/lib/table/csv-file-name';

import { saveBlob } from './save-blob';

/**
 * Saves the selected rows as `<tableId>-<date>.csv` through a temporary Blob URL (no server round
 * trip). The table loads this module when the user exports, not with the page.
 */
export function downloadCsv(
  tableId: string,
  columns: readonly CsvColumn[],
  rows: ReadonlyArray<Readonly<Record<string, unknown>>>,
): void {
  saveBlob(new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), csvFileName(tableId));
}
