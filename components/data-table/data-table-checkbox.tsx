'use client';

import { useEffect, useRef, type ChangeEvent } from 'react';

/** A native checkbox that can also show the mixed state (some rows of the page selected). */
export function DataTableCheckbox({
  checked,
  indeterminate = false,
  label,
  onChange,
  disabled,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // `indeterminate` exists only as a DOM property, not as an attribute.
    if (ref.current) ref.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);

  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      className="size-4 cursor-pointer rounded border-slate-300 accent-brand-600 disabled:cursor-not-allowed dark:border-slate-600"
    />
  );
}
