/**
 * Stands in for a data table until its client part reads the URL (the Suspense fallback of the table
 * pages): the table's outline, so nothing jumps when it arrives. Decorative; the table announces loading.
 * `controls`: the widths of the controls above the table (Tailwind width classes).
 */
export function TableSkeleton({ controls }: { controls: readonly string[] }) {
  return (
    <div
      aria-hidden="true"
      className="rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap gap-2 px-4 py-3">
        {controls.map((width, index) => (
          <div
            key={index}
            className={`h-9 ${width} animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none dark:bg-slate-700`}
          />
        ))}
      </div>
      <div className="space-y-3 border-t border-slate-200 px-4 py-4 dark:border-slate-700">
        {[0, 1, 2, 3, 4].map((row) => (
          <div
            key={row}
            className="h-5 animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-700"
          />
        ))}
      </div>
    </div>
  );
}
