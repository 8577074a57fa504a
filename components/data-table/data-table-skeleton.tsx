/**
 * Placeholder rows while data loads: as many rows as the table showed before (a full page on a first
 * load), each as tall as a real row, so the table does not jump when the data arrives. A row is one
 * cell across every column with one bar: a page of placeholders is 50 elements, not one per column
 * (a first load's HTML, and the work to hydrate and then replace it). The table's body pulses around
 * them (components/data-table/data-table.tsx).
 */
export function DataTableSkeleton({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, rowIndex) => (
        <tr key={rowIndex} aria-hidden="true" data-testid="data-table-skeleton-row">
          <td colSpan={columns} className="h-11 px-4">
            <div className="h-3 rounded bg-slate-200 dark:bg-slate-700" />
          </td>
        </tr>
      ))}
    </>
  );
}
