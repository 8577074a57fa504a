import { csvFileName, toCsv, type CsvColumn } from '@/lib/table/csv';

/**
 * Saves the selected rows as `<tableId>-<date>.csv` through a temporary Blob URL (no server round
 * trip). The table loads this module when the user exports, not with the page.
 */
export function downloadCsv(
  tableId: string,
  columns: readonly CsvColumn[],
  rows: ReadonlyArray<Readonly<Record<string, unknown>>>,
): void {
  const url = URL.createObjectURL(new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(tableId);
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the URL is only needed for the click.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
