'use client';

import { useId, type ReactNode } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A labelled select for a table toolbar. A value that is not among the options (an app deleted since
 * the link was shared, or options still loading) stays selected under `unknownLabel` instead of the
 * select silently showing the first option. `error` (why the options are missing, with a way to try
 * again) shows beside the select, which it describes (`aria-describedby`).
 */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  unknownLabel,
  disabled = false,
  error,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  unknownLabel?: (value: string) => string;
  disabled?: boolean;
  error?: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const known = options.some((option) => option.value === value);
  return (
    <div className={error ? 'flex flex-wrap items-center gap-2' : 'flex items-center gap-2'}>
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-600 dark:text-slate-300">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={error ? errorId : undefined}
        className="h-9 max-w-56 min-w-0 rounded-md border border-slate-500 bg-white ps-2 pe-8 text-sm text-slate-900 disabled:opacity-60 dark:bg-slate-900 dark:text-slate-100"
      >
        {known ? null : <option value={value}>{unknownLabel ? unknownLabel(value) : value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className="text-xs text-red-700 dark:text-red-300">
          {error}
        </span>
      ) : null}
    </div>
  );
}
