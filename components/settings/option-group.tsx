'use client';

import { cx } from '@/components/shell/class-names';

export interface Option<T extends string> {
  value: T;
  label: string;
}

/** One setting as a group of radio buttons, drawn as a segmented choice. */
export function OptionGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  columns = 3,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  columns?: 2 | 3;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {legend}
      </legend>
      {/* Up to `columns` options to a row, fewer when a label's longest word would not fit in one:
          labels wrap at spaces only, never inside a word. */}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cx(
              'flex grow cursor-pointer items-center justify-center rounded-lg border px-2 py-2 text-center text-sm font-medium transition-colors',
              // At least 1/(columns + 1) of the row: `columns` fit side by side with their gaps, one more does not.
              columns === 2 ? 'basis-2/5' : 'basis-1/4',
              'border-slate-200 text-slate-700 hover:border-slate-300 hover:bg-slate-50',
              'dark:border-slate-700 dark:text-slate-200 dark:hover:border-slate-600 dark:hover:bg-white/5',
              'has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:text-brand-700',
              'dark:has-checked:border-brand-500 dark:has-checked:bg-brand-500/15 dark:has-checked:text-brand-100',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
