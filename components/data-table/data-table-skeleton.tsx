/**
 * Placeholder rows while data loads: as many rows as the table showed before (a full page on a first
 * load), each as tall as a real row, so the table does not jump when the data arrives. The table's
 * body pulses around them (components/data-table/data-table.tsx).
 */
export function DataTableSkeleton({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, rowIndex) => (
        <tr key={rowIndex} aria-hidden="true" data-testid="data-table-skeleton-row">
          {Array.from({ length: columns }, (_, columnIndex) => (
            <td key={columnIndex} className="h-11 px-4">
              <div className="h-3 w-full max-w-40 rounded bg-slate-200 dark:bg-slate-700" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
