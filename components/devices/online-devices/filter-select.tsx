'use client';

import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A labelled select for a table toolbar. A value that is not among the options (an app deleted since
 * the link was shared, or options still loading) stays selected under `unknownLabel` instead of the
 * select silently showing the first option.
 */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  unknownLabel,
  disabled = false,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  unknownLabel?: (value: string) => string;
  disabled?: boolean;
}) {
  const id = useId();
  const known = options.some((option) => option.value === value);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-600 dark:text-slate-300">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 max-w-56 min-w-0 rounded-md border border-slate-500 bg-white ps-2 pe-8 text-sm text-slate-900 disabled:opacity-60 dark:bg-slate-900 dark:text-slate-100"
      >
        {known ? null : <option value={value}>{unknownLabel ? unknownLabel(value) : value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
