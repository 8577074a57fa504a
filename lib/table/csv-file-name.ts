/*
 * Apart from csv.ts: the export buttons name their file with the page, while the code that builds a
 * CSV file loads with the first export (bench/README.md, first-load JS).
 */

/** `<tableId>-<yyyy-mm-dd>.csv`, dated in the user's own time zone (the day they see on their clock). */
export function csvFileName(tableId: string, date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const safeId = tableId.replace(/[^\w.-]+/g, '-') || 'table';
  return `${safeId}-${day}.csv`;
}
