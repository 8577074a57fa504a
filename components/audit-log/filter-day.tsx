'use client';

import { useId } from 'react';

/** A labelled day picker (yyyy-mm-dd, the user's own days) for the toolbar's time range. */
export function FilterDay({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-600 dark:text-slate-300">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 min-w-0 rounded-md border border-slate-500 bg-white px-2 text-sm text-slate-900 dark:bg-slate-900 dark:text-slate-100 dark:[color-scheme:dark]"
      />
    </div>
  );
}
