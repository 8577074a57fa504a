'use client';

import { useId, type ReactNode } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

const LOOKS = {
  inline: {
    wrapper: 'flex items-center gap-2',
    label: 'text-sm whitespace-nowrap text-slate-600 dark:text-slate-300',
    select:
      'h-9 max-w-56 min-w-0 rounded-md border border-slate-500 bg-white ps-2 pe-8 text-sm text-slate-900 dark:bg-slate-900 dark:text-slate-100',
    error: 'text-xs text-red-700 dark:text-red-300',
  },
  stacked: {
    wrapper: 'w-full max-w-sm',
    label: 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300',
    select:
      'block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 dark:bg-slate-800 dark:text-white',
    error: 'mt-1 block text-xs text-red-700 dark:text-red-300',
  },
};

/**
 * A labelled select for a table toolbar (`inline`), or above a page's content with its label on top
 * (`stacked`). A value that is not among the options (an app deleted since the link was shared, or
 * options still loading) stays selected, listed first under `unknownLabel`, instead of the select
 * silently showing the first option. `error` (why the options are missing, with a way to try again)
 * shows beside (inline) or under (stacked) the select, which it describes (`aria-describedby`).
 */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  unknownLabel,
  error,
  layout = 'inline',
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  unknownLabel?: (value: string) => string;
  error?: ReactNode;
  layout?: keyof typeof LOOKS;
}) {
  const id = useId();
  const look = LOOKS[layout];
  const errorId = `${id}-error`;
  const known = options.some((option) => option.value === value);
  return (
    <div className={error && layout === 'inline' ? `${look.wrapper} flex-wrap` : look.wrapper}>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={error ? errorId : undefined}
        className={look.select}
      >
        {known ? null : <option value={value}>{unknownLabel ? unknownLabel(value) : value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className={look.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
