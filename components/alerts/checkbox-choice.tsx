'use client';

import { useId, type ReactNode } from 'react';

/**
 * A choice of several among named things (the channels a rule mails, the members a channel mails): a
 * fieldset whose legend names it, a checkbox each, and the API's refusal under it, tied to it. While
 * the things load, or when there are none, `placeholder` shows instead of the boxes.
 */
export function CheckboxChoice({
  legend,
  options,
  selected,
  onChange,
  error,
  placeholder,
}: {
  legend: string;
  options: readonly { id: string; label: string }[] | null;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error: string | null;
  placeholder?: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">{legend}</legend>
      {options && options.length > 0 ? (
        <ul className="grid gap-1 sm:grid-cols-2">
          {options.map((option) => (
            <li key={option.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={option.id}
                  checked={selected.includes(option.id)}
                  // On each box: a group takes no aria-invalid, and its description is not always read.
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...selected, option.id]
                        : selected.filter((id) => id !== option.id),
                    )
                  }
                  className="size-4 accent-brand-600"
                />
                <span className="min-w-0 wrap-anywhere" dir="auto">
                  {option.label}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        placeholder
      )}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
