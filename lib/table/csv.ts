/** A column of a CSV export: `id` picks the value from each row, `header` is the first line's text. */
export interface CsvColumn {
  id: string;
  header: string;
}

/** Byte order mark: without it Excel reads UTF-8 files as the local code page and garbles non-ASCII. */
export const CSV_BOM = '\uFEFF';

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP); some
// also read the full-width forms (U+FF1D ＝, U+FF0B ＋, U+FF0D －, U+FF20 ＠) as their ASCII twins.
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Text of one value: dates as ISO 8601, nothing for null/undefined, objects as JSON. */
export function csvText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One cell, quoted per RFC 4180 when it holds a comma, quote or line break. Text that a spreadsheet
 * would run as a formula gets a leading single quote; numbers are data, so -5 stays -5.
 */
export function csvCell(value: unknown): string {
  let text = csvText(value);
  if (typeof value !== 'number' && typeof value !== 'bigint' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file (header line, CRLF line ends, UTF-8 BOM) of `rows`, each a record keyed by column id. */
export function toCsv(
  columns: readonly CsvColumn[],
  rows: ReadonlyArray<Readonly<Record<string, unknown>>>,
): string {
  const lines = [
    columns.map((column) => csvCell(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(row[column.id])).join(',')),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
