import type { ReactNode } from 'react';

import { ButtonSpinner } from '@/components/forms/button-spinner';

/** The look of a form's submit button, busy (disabled, with a spinner and `busyLabel`) or not. */
export function SubmitButtonView({
  children,
  busyLabel,
  busy,
}: {
  children: ReactNode;
  busyLabel: string;
  busy: boolean;
}) {
  return (
    <button
      type="submit"
      // aria-disabled while busy, not disabled: the button keeps the focus it was pressed with, and a
      // failed send's message is read out from there. Its click (also Enter in a field) is cancelled.
      aria-disabled={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : undefined}
      className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
    >
      {busy ? <ButtonSpinner /> : null}
      {busy ? busyLabel : children}
    </button>
  );
}
