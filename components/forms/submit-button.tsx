'use client';

import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';

/** The form's submit button: disabled, and saying so, while the form submits. */
export function SubmitButton({
  children,
  busyLabel,
  disabled = false,
}: {
  children: ReactNode;
  busyLabel: string;
  /** Extra reason to stay disabled, e.g. while the page navigates away after success. */
  disabled?: boolean;
}) {
  const { isSubmitting } = useFormikContext();
  const busy = isSubmitting || disabled;
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      ) : null}
      {busy ? busyLabel : children}
    </button>
  );
}
