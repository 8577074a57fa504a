import type { ReactNode } from 'react';

/** Label and value pairs, as a description list. */
export function DiagnosticsList({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
      {items.map(({ label, value }) => (
        <div key={label} className="grid grid-cols-[minmax(8rem,40%)_1fr] gap-3 py-2">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
